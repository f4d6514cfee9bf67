import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_LIMITS, PARAMS, texts } from '@wattle/contract';
import { companies, loginFailures, sessions, systemParameters } from '../src/db/schema/index';
import { hashSecret } from '../src/lib/secrets';
import { auditEvents, createUser, credentials, get, post, sessionCookie } from './auth-fixtures';
import { createTestApp, type TestApp } from './helpers';

// Counts password verifications, to show unknown usernames take the same path as known ones.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invalid = { isSuccess: false, messages: [{ message: texts.login.invalidCredentials, messageType: 'Error' }] };
const lockedOut = { isSuccess: false, messages: [{ message: texts.login.lockedOut, messageType: 'Error' }] };

describe('POST /api/login', () => {
  it('signs in live and demo; the user says which and the session reads that dataset', async () => {
    const u = await createUser(t);
    const live = await post(t, '/api/login', credentials(u));
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({
      user: {
        username: u.username,
        displayName: expect.stringMatching(/^Test User/),
        firstName: 'Test',
        lastName: expect.stringMatching(/^User/),
        companyCode: 'ACME',
        emailAddress: u.email,
        userRoles: 'ADMIN',
        demoMode: false,
        freeTrial: false,
      },
      mfaRequired: null,
      mfaMethods: [],
    });
    const demo = await post(t, '/api/login', credentials(u, true));
    expect(demo.json().user.demoMode).toBe(true);

    const liveParams = (await get(t, '/api/users/system-parameters', sessionCookie(live))).json();
    const demoParams = (await get(t, '/api/users/system-parameters', sessionCookie(demo))).json();
    const [company] = await t.database.db.select().from(companies).where(eq(companies.code, 'ACME'));
    const rows = await t.database.db.select().from(systemParameters).where(eq(systemParameters.companyId, company!.id));
    expect(liveParams.map((p: { id: number }) => p.id).sort()).toEqual(
      rows
        .filter((r) => r.dataset === 'live')
        .map((r) => r.id)
        .sort(),
    );
    expect(demoParams.map((p: { id: number }) => p.id).sort()).toEqual(
      rows
        .filter((r) => r.dataset === 'demo')
        .map((r) => r.id)
        .sort(),
    );
    expect(Object.keys(liveParams[0]).sort()).toEqual([
      'access',
      'code',
      'description',
      'id',
      'parameter',
      'parameterCategoryDescription',
      'parameterType',
      'userVisible',
    ]);
  });

  it('answers a wrong password and an unknown username alike, verifying a hash for both', async () => {
    const u = await createUser(t);
    const verifyCalls = vi.mocked(verify).mock.calls.length;
    const wrong = await post(t, '/api/login', { username: u.username, password: 'Wrong123!' });
    const unknown = await post(t, '/api/login', { username: 'nobody-by-this-name', password: 'Wrong123!' });
    expect(vi.mocked(verify).mock.calls.length - verifyCalls).toBe(2);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalid);
      expect(res.cookies).toEqual([]);
    }
    expect(Object.keys(wrong.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });

  it('refuses an inactive user with the same answer', async () => {
    const u = await createUser(t);
    await t.database.db.execute(sql`update users set is_active = false where id = ${u.id}`);
    const res = await post(t, '/api/login', credentials(u));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalid);
  });

  it('locks a username after repeated failures, known or unknown alike, and audits it', async () => {
    const u = await createUser(t);
    for (const username of [u.username, `ghost-${u.username}`]) {
      const answers = [];
      for (let i = 0; i < AUTH_LIMITS.lockoutFailures; i++) answers.push(await post(t, '/api/login', { username, password: 'Wrong123!' }));
      expect(answers.map((r) => r.statusCode)).toEqual([...Array(AUTH_LIMITS.lockoutFailures - 1).fill(401), 429]);
      expect(answers.at(-1)!.json()).toEqual(lockedOut);
    }
    const right = await post(t, '/api/login', credentials(u));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(lockedOut);
    expect(await auditEvents(t, u.username)).toEqual([...Array(AUTH_LIMITS.lockoutFailures).fill('login.failed:password'), 'login.locked-out']);

    // When the lock-out period is over the right password works and the count starts again.
    await t.database.db
      .update(loginFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginFailures.key, u.username));
    expect((await post(t, '/api/login', credentials(u))).statusCode).toBe(200);
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, u.username))).toEqual([]);
  });

  it('locks an address that failed with many usernames, whatever it tries next; other addresses go on', async () => {
    const u = await createUser(t);
    const from = (remoteAddress: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, headers: { 'x-csrf': '1' }, payload: payload as never });
    const limit = AUTH_LIMITS.addressLockoutFailures;
    const answers = [];
    for (let i = 0; i < limit; i++) answers.push(await from('192.0.2.77', { username: `spray-${i}-${u.username}`, password: 'Wrong123!' }));
    expect(answers.map((r) => r.statusCode)).toEqual([...Array(limit - 1).fill(401), 429]);
    expect(answers.at(-1)!.json()).toEqual(lockedOut);
    // Each name failed once: none is locked, the address is.
    expect((await from('192.0.2.78', { username: `spray-0-${u.username}`, password: 'Wrong123!' })).statusCode).toBe(401);
    expect((await from('192.0.2.78', credentials(u))).statusCode).toBe(200);
    expect((await from('192.0.2.77', credentials(u))).statusCode).toBe(429);
  });

  it('gives a new session id at every sign-in and ends the one the browser held', async () => {
    const u = await createUser(t);
    const first = sessionCookie(await post(t, '/api/login', credentials(u)));
    const second = sessionCookie(await post(t, '/api/login', credentials(u), first));
    expect(second).not.toBe(first);
    expect((await get(t, '/api/users/settings', first)).statusCode).toBe(401);
    expect((await get(t, '/api/users/settings', second)).statusCode).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax cookie that is Secure over https behind a trusted proxy', async () => {
    const u = await createUser(t);
    const plain = (await post(t, '/api/login', credentials(u))).cookies[0]!;
    expect(plain).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(plain.secure).toBeUndefined();
    const forged = await t.app.inject({ method: 'POST', url: '/api/login', payload: credentials(u), headers: { 'x-csrf': '1', 'x-forwarded-proto': 'https' } });
    expect(forged.cookies[0]!.secure).toBeUndefined();
    // inject's requests come from 127.0.0.1: the proxy.
    const proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const v = await createUser(proxied);
      const https = await proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: credentials(v),
        headers: { 'x-csrf': '1', 'x-forwarded-proto': 'https' },
      });
      expect(https.cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
    } finally {
      await proxied.close();
    }
  });

  it('ends sessions idle past SESSION_IDLE_MINUTES and sets their end from SESSION_ABSOLUTE_HOURS', async () => {
    const u = await createUser(t);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.code, 'ACME'));
    const parameter = (dataset: 'live' | 'demo', code: string) =>
      and(eq(systemParameters.companyId, company!.id), eq(systemParameters.dataset, dataset), eq(systemParameters.code, code));
    for (const [code, value] of [
      [PARAMS.sessionIdleMinutes, '5'],
      [PARAMS.sessionAbsoluteHours, '2'],
    ] as const) {
      await t.database.db
        .insert(systemParameters)
        .values({ companyId: company!.id, dataset: 'demo', code, parameter: value, parameterType: 'number' })
        .onConflictDoUpdate({ target: [systemParameters.companyId, systemParameters.dataset, systemParameters.code], set: { parameter: value } });
      // Without the parameter the defaults apply (checked on the live dataset below).
      await t.database.db.delete(systemParameters).where(parameter('live', code));
    }
    const cookie = sessionCookie(await post(t, '/api/login', credentials(u, true)));
    const id = hashSecret(cookie.split('=')[1]!);
    const [lifetime] = await t.database.db
      .select({ hours: sql<number>`extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt}) / 3600` })
      .from(sessions)
      .where(eq(sessions.id, id));
    expect(Number(lifetime!.hours)).toBeCloseTo(2, 3);

    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '4 minutes'` })
      .where(eq(sessions.id, id));
    expect((await get(t, '/api/users/settings', cookie)).statusCode).toBe(200);
    // A server only moves last_seen_at forward, so backdating it sends no change notice by itself; naming
    // expires_at too (unchanged) makes the session cache hear of it like any change to a session.
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'`, expiresAt: sql`${sessions.expiresAt}` })
      .where(eq(sessions.id, id));
    const idle = await get(t, '/api/users/settings', cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ isSuccess: false, messages: [{ message: texts.server.unauthenticated, messageType: 'Error' }] });

    // Live sessions fall back to the defaults.
    const live = sessionCookie(await post(t, '/api/login', credentials(u)));
    const [liveLifetime] = await t.database.db
      .select({ hours: sql<number>`extract(epoch from ${sessions.expiresAt} - ${sessions.createdAt}) / 3600` })
      .from(sessions)
      .where(eq(sessions.id, hashSecret(live.split('=')[1]!)));
    expect(Number(liveLifetime!.hours)).toBeCloseTo(AUTH_LIMITS.sessionAbsoluteHours, 3);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, hashSecret(live.split('=')[1]!)));
    expect((await get(t, '/api/users/settings', live)).statusCode).toBe(401);
  });

  it('logs out: the old cookie is refused afterwards and the logout is audited', async () => {
    const u = await createUser(t);
    const cookie = sessionCookie(await post(t, '/api/login', credentials(u)));
    const out = await post(t, '/api/logout', undefined, cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'wattle_session')?.value).toBe('');
    expect((await get(t, '/api/users/settings', cookie)).statusCode).toBe(401);
    expect(await auditEvents(t, u.username)).toEqual(['login.success:password', 'logout']);
  });

  it('refuses bad input with a 400 envelope and writes nothing', async () => {
    const res = await post(t, '/api/login', { username: '', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().isSuccess).toBe(false);
    expect(res.cookies).toEqual([]);
  });
});

describe('rate limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with a clear message past the limit, for that address only', async () => {
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: { 'x-csrf': '1' },
        payload: { username: 'admin', password: 'Wrong123!' },
      });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await attempt('192.0.2.10'));
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(answers[3]!.json()).toEqual({ isSuccess: false, messages: [{ message: texts.server.tooManyRequests, messageType: 'Error' }] });
    expect((await attempt('192.0.2.11')).statusCode).toBe(401);
  });

  it('limits reset requests and code checks too', async () => {
    const reset = (i: number) =>
      limited.app.inject({
        method: 'POST',
        url: `/api/send-reset-password-link?username=someone${i}`,
        remoteAddress: '192.0.2.20',
        headers: { 'x-csrf': '1' },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await reset(i)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const check = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/mfa/totp/validate-code',
        remoteAddress: '192.0.2.30',
        headers: { 'x-csrf': '1' },
        payload: { username: 'admin', password: 'x', useDemoMode: false, totp: '123456' },
      });
    const checks = [];
    for (let i = 0; i < 4; i++) checks.push((await check()).statusCode);
    expect(checks).toEqual([401, 401, 401, 429]);
  });
});
