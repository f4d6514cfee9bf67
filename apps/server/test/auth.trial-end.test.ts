import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { sessions, users } from '../src/db/schema/index';
import { createTrialCompany } from '../src/seed/trial/create-trial-company';
import { auditEvents, post } from './auth-fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Issue 23 item 10 part 2: a free trial's end is enforced at sign-in. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Trial9start';
const trial = (code: string, days: number) => createTrialCompany(t.database.db, { code, username: `${code.toLowerCase()}-admin`, password: PASSWORD, days });
const signIn = (username: string) => post(t, '/api/login', { username, password: PASSWORD, useDemoMode: false });
const sessionsOf = async (username: string) => {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
};

describe('a free trial that has ended', () => {
  it('refuses its users at sign-in with the contract text, creating no session, and audits it', async () => {
    const { username } = await trial('ENDED', -1);
    const res = await signIn(username);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ isSuccess: false, messages: [{ message: texts.login.trialEnded, messageType: 'Error' }] });
    expect(await sessionsOf(username)).toEqual([]);
    expect(await auditEvents(t, username)).toEqual(['login.failed:trial-ended']);
  });

  it('refuses before the second step too', async () => {
    const { username } = await trial('ENDEDMFA', -1);
    await t.database.db.update(users).set({ mfaEmailEnabled: true, emailAddress: 'ended.mfa@example.test' }).where(eq(users.username, username));
    expect((await signIn(username)).statusCode).toBe(403);
    expect(await sessionsOf(username)).toEqual([]);
  });

  it('still gives a wrong password the same answer as everyone (nothing said about the trial)', async () => {
    const { username } = await trial('ENDEDPW', -1);
    const res = await post(t, '/api/login', { username, password: 'Wrong9pass', useDemoMode: false });
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].message).toBe(texts.login.invalidCredentials);
  });
});

describe('a free trial still running', () => {
  it('signs its users in', async () => {
    const { username } = await trial('RUNNING', 14);
    const res = await signIn(username);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ username, freeTrial: true });
  });
});
