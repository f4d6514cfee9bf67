import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PARAMS } from '@wattle/contract';
import { companies, passwordResetTokens, sessions, systemParameters, users } from '../src/db/schema/index';
import { SCOPE_CACHE } from '../src/db/tenancy';
import { SESSION_CACHE } from '../src/modules/auth/session-cache';
import { findSession } from '../src/modules/auth/session.repository';
import { hashSecret, newToken } from '../src/lib/secrets';
import { codeIn, createUser, credentials, get, lastOutboxMail, post, sessionCookie, type TestUser } from './auth-fixtures';
import { createTestApp, type TestApp } from './helpers';

// Counts the session reads that reach the database.
vi.mock('../src/modules/auth/session.repository', async (original) => {
  const real = await original<typeof import('../src/modules/auth/session.repository')>();
  return { ...real, findSession: vi.fn(real.findSession) };
});

// Entries live long enough here that only an invalidation, never the clock, can end them early.
SESSION_CACHE.ttlMs = 60_000;
SCOPE_CACHE.ttlMs = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = (cookie: string) => hashSecret(cookie.split('=')[1]!);
const reads = (cookie: string) => vi.mocked(findSession).mock.calls.filter(([, id]) => id === idOf(cookie)).length;
const settings = (cookie: string) => get(t, '/api/users/settings', cookie);
const signIn = async (u: TestUser, demo = false) => sessionCookie(await post(t, '/api/login', credentials(u, demo)));

describe('session cache', () => {
  it('reads a signed-in session from the database once, then from memory', async () => {
    const cookie = await signIn(await createUser(t));
    for (let i = 0; i < 3; i++) expect((await settings(cookie)).statusCode).toBe(200);
    expect(reads(cookie)).toBe(1);
  });

  it('refuses the cookie on the very next request after a logout', async () => {
    const cookie = await signIn(await createUser(t));
    expect((await settings(cookie)).statusCode).toBe(200);
    expect((await settings(cookie)).statusCode).toBe(200);
    expect((await post(t, '/api/logout', undefined, cookie)).statusCode).toBe(200);
    expect((await settings(cookie)).statusCode).toBe(401);
  });

  it('ends every session of the user at once when the password is changed', async () => {
    const u = await createUser(t);
    const [first, second] = [await signIn(u), await signIn(u)];
    for (const cookie of [first, second]) expect((await settings(cookie)).statusCode).toBe(200);
    const guid = newToken();
    await t.database.db.insert(passwordResetTokens).values({ userId: u.id, tokenHash: hashSecret(guid), expiresAt: sql`now() + interval '10 minutes'` });
    expect((await post(t, '/api/reset-password', { password: 'Changed9pass', username: u.username, guid })).statusCode).toBe(200);
    for (const cookie of [first, second]) expect((await settings(cookie)).statusCode).toBe(401);
  });

  it('ends the other sessions at once when a second step is removed, keeping the one that asked', async () => {
    const u = await createUser(t);
    const [mine, other] = [await signIn(u), await signIn(u)];
    await t.database.db.update(users).set({ mfaEmailEnabled: true }).where(eq(users.id, u.id));
    for (const cookie of [mine, other]) expect((await settings(cookie)).json()).toMatchObject({ mfaEmailEnabled: true });
    expect((await post(t, '/api/users/mfa/email/confirm-code', undefined, mine)).statusCode).toBe(200);
    const proof = { password: u.password, code: codeIn((await lastOutboxMail(t, u.email)).text), codeFrom: 'email' };
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/users/mfa/email', payload: proof, headers: { cookie: mine, 'x-csrf': '1' } });
    expect(removed.statusCode).toBe(200);
    expect((await settings(other)).statusCode).toBe(401);
    expect((await settings(mine)).json()).toMatchObject({ mfaEmailEnabled: false });
  });

  it('sees at once a user switched off or a session ended by any statement of this process', async () => {
    const u = await createUser(t);
    const [a, b] = [await signIn(u), await signIn(u)];
    for (const cookie of [a, b]) expect((await settings(cookie)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.id, idOf(a)));
    expect((await settings(a)).statusCode).toBe(401);
    expect((await settings(b)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    expect((await settings(b)).statusCode).toBe(401);
  });

  it('sees at once a session ended by a statement sent outside the app (psql, a trigger, another process)', async () => {
    const cookie = await signIn(await createUser(t));
    expect((await settings(cookie)).statusCode).toBe(200);
    expect((await settings(cookie)).statusCode).toBe(200);
    const statement = `delete from sessions where id = '${idOf(cookie)}'`;
    // Straight to the database driver: Drizzle, and so this process's statement hook, never sees it.
    if (t.database.pglite) await t.database.pglite.exec(statement);
    else await t.database.pool!.query(statement);
    expect((await settings(cookie)).statusCode).toBe(401);
  });

  it('still ends a session at its idle end and at its absolute end, kept in memory or not', async () => {
    const [company] = await t.database.db.select().from(companies).where(eq(companies.code, 'ACME'));
    const idle = and(eq(systemParameters.companyId, company!.id), eq(systemParameters.dataset, 'demo'), eq(systemParameters.code, PARAMS.sessionIdleMinutes));
    await t.database.db.delete(systemParameters).where(idle);
    await t.database.db
      .insert(systemParameters)
      .values({ companyId: company!.id, dataset: 'demo', code: PARAMS.sessionIdleMinutes, parameter: '1', parameterType: 'number' });
    const u = await createUser(t);
    const [idleOne, endingOne] = [await signIn(u, true), await signIn(u, true)];
    // Idle for 55 of its 60 seconds (too recent to be recorded as activity again); 5 s left of the other's life.
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '55 seconds'` })
      .where(eq(sessions.id, idOf(idleOne)));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '5 seconds'` })
      .where(eq(sessions.id, idOf(endingOne)));
    for (const cookie of [idleOne, endingOne]) expect((await settings(cookie)).statusCode).toBe(200);
    await sleep(6_000);
    for (const cookie of [idleOne, endingOne]) expect((await settings(cookie)).statusCode).toBe(401);
    await t.database.db.delete(systemParameters).where(idle);
  });
});

describe('system parameters kept per company and dataset', () => {
  it('shows a change made in this process on the very next request, and never another dataset’s values', async () => {
    const u = await createUser(t);
    const [live, demo] = [await signIn(u), await signIn(u, true)];
    const [company] = await t.database.db.select().from(companies).where(eq(companies.code, 'ACME'));
    const code = `CACHE_TEST_${u.id}`;
    await t.database.db.insert(systemParameters).values({ companyId: company!.id, dataset: 'live', code, parameter: 'first', parameterType: 'text' });
    const valueIn = async (cookie: string) =>
      (await get(t, '/api/users/system-parameters', cookie)).json<{ code: string; parameter: string }[]>().find((p) => p.code === code)?.parameter;
    expect(await valueIn(live)).toBe('first');
    expect(await valueIn(live)).toBe('first');
    expect(await valueIn(demo)).toBeUndefined();
    await t.database.db.update(systemParameters).set({ parameter: 'second' }).where(eq(systemParameters.code, code));
    expect(await valueIn(live)).toBe('second');
    await t.database.db.delete(systemParameters).where(eq(systemParameters.code, code));
    expect(await valueIn(live)).toBeUndefined();
  });
});
