import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, texts } from '@wattle/contract';
import { mailOutbox, mfaEmailCodes, mfaTotpEnrolments, users } from '../src/db/schema/index';
import { auditEvents, codeIn, createUser, credentials, get, lastOutboxMail, post, sessionCookie, totpAt, type TestUser } from './auth-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (u: TestUser, useDemoMode = false) => sessionCookie(await post(t, '/api/login', credentials(u, useDemoMode)));
const mfaError = { isSuccess: false, messages: [{ message: texts.login.mfaError, messageType: 'Error' }] };
const step = (time: number) => Math.floor(time / 1000 / AUTH_LIMITS.totpPeriodSeconds);

/** Removes a second step with the user's password and the given code. */
const remove = (u: TestUser, method: 'totp' | 'email', cookie: string, proof: { code: string; codeFrom: 'totp' | 'email'; password?: string }) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/mfa/${method}`,
    payload: { password: u.password, ...proof },
    headers: { cookie, 'x-csrf': '1' },
  });

/** Sets up the authenticator through the real routes; returns the secret. */
async function setUpTotp(u: TestUser) {
  const cookie = await signIn(u);
  const setUp = await post(t, '/api/users/mfa/totp/set-up', {}, cookie);
  expect(setUp.statusCode).toBe(200);
  const { secret } = setUp.json();
  const confirmed = await post(t, `/api/users/mfa/totp/set-up/confirm?code=${totpAt(secret)}`, undefined, cookie);
  expect(confirmed.json()).toBe(true);
  return { secret, cookie };
}

/** Sets up email codes through the real routes, reading the code from the outbox. */
async function setUpEmail(u: TestUser, cookie: string) {
  expect((await post(t, '/api/users/mfa/email/set-up/send-code', undefined, cookie)).statusCode).toBe(200);
  const mail = await lastOutboxMail(t, u.email);
  expect((await post(t, `/api/users/mfa/email/set-up/confirm?code=${codeIn(mail.text)}`, undefined, cookie)).json()).toBe(true);
  return mail.id;
}

describe('authenticator app', () => {
  it('sets up with a PNG QR code and a secret, accepting only a right code', async () => {
    const u = await createUser(t);
    const cookie = await signIn(u);
    const setUp = (await post(t, '/api/users/mfa/totp/set-up', {}, cookie)).json();
    expect(setUp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Buffer.from(setUp.qrCodeBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const wrongCode = String((Number(totpAt(setUp.secret)) + 1) % 1e6).padStart(6, '0');
    const wrong = await post(t, `/api/users/mfa/totp/set-up/confirm?code=${wrongCode}`, undefined, cookie);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toBe(false);
    expect((await get(t, '/api/users/settings', cookie)).json()).toMatchObject({ mfaTotpEnabled: false, mfaEmailEnabled: false });
    expect((await post(t, `/api/users/mfa/totp/set-up/confirm?code=${totpAt(setUp.secret)}`, undefined, cookie)).json()).toBe(true);
    expect((await get(t, '/api/users/settings', cookie)).json()).toMatchObject({
      mfaTotpEnabled: true,
      mfaEmailEnabled: false,
      username: u.username,
      emailAddress: u.email,
    });
    expect((await post(t, '/api/users/mfa/totp/set-up/confirm?code=12ab56', undefined, cookie)).statusCode).toBe(400);
  });

  it('asks for the code at sign-in; the pending session reaches nothing else; the code opens a new session', async () => {
    const u = await createUser(t);
    const { secret } = await setUpTotp(u);
    const login = await post(t, '/api/login', credentials(u, true));
    expect(login.json()).toEqual({ user: null, mfaRequired: 'totp', mfaMethods: ['totp'] });
    const pending = sessionCookie(login);
    expect((await get(t, '/api/users/settings', pending)).statusCode).toBe(401);

    const wrong = await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: '000000' }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(mfaError);
    const wrongPassword = await post(
      t,
      '/api/mfa/totp/validate-code',
      { ...credentials(u), password: 'Nope1234', totp: totpAt(secret, Date.now() + 30_000) },
      pending,
    );
    expect(wrongPassword.json().messages[0].message).toBe(texts.login.invalidCredentials);

    // The set-up spent the current step's code, so the next step's (inside the ±1 window) signs in.
    const ok = await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: totpAt(secret, Date.now() + 30_000) }, pending);
    expect(ok.statusCode).toBe(200);
    // The dataset chosen at the first step holds although the second step sends useDemoMode false.
    expect(ok.json().user).toMatchObject({ username: u.username, demoMode: true });
    const session = sessionCookie(ok);
    expect(session).not.toBe(pending);
    expect((await get(t, '/api/users/settings', session)).statusCode).toBe(200);
    expect((await get(t, '/api/users/settings', pending)).statusCode).toBe(401);
    expect(await auditEvents(t, u.username)).toEqual([
      'login.success:password',
      'mfa.totp.enabled',
      'login.failed:totp',
      'login.failed:password',
      'login.success:totp',
    ]);
  });

  it('keeps authenticator secrets sealed, and seals one kept plain from before at its next code', async () => {
    const u = await createUser(t);
    const storedSecret = async () => (await t.database.db.select({ secret: users.mfaTotpSecret }).from(users).where(eq(users.id, u.id)))[0]!.secret!;
    const { secret } = await setUpTotp(u);
    expect(await storedSecret()).toMatch(/^v1\./);
    expect(await storedSecret()).not.toContain(secret);
    const other = await createUser(t);
    const again = (await post(t, '/api/users/mfa/totp/set-up', {}, await signIn(other))).json<{ secret: string }>();
    const [enrolment] = await t.database.db.select().from(mfaTotpEnrolments).where(eq(mfaTotpEnrolments.userId, other.id));
    expect(enrolment!.secret).toMatch(/^v1\./);
    expect(enrolment!.secret).not.toContain(again.secret);

    // A secret stored before sealing: still accepted, and sealed once a code has been taken.
    await t.database.db.update(users).set({ mfaTotpSecret: secret, mfaTotpLastStep: null }).where(eq(users.id, u.id));
    const pending = sessionCookie(await post(t, '/api/login', credentials(u)));
    const ok = await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: totpAt(secret) }, pending);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await storedSecret()).toMatch(/^v1\./);
  });

  it('refuses a replayed code, and any code of an earlier step', async () => {
    const u = await createUser(t);
    const { secret } = await setUpTotp(u);
    const [row] = await t.database.db.select({ last: users.mfaTotpLastStep }).from(users).where(eq(users.id, u.id));
    const used = row!.last!;
    expect(used).toBeGreaterThanOrEqual(step(Date.now()) - 1);
    const codeOf = (s: number) => totpAt(secret, s * AUTH_LIMITS.totpPeriodSeconds * 1000 + 1);

    const pending = sessionCookie(await post(t, '/api/login', credentials(u)));
    const replay = await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: codeOf(used) }, pending);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(mfaError);
    const earlier = await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: codeOf(used - 1) }, pending);
    expect(earlier.statusCode).toBe(401);

    const next = codeOf(used + 1);
    expect((await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: next }, pending)).statusCode).toBe(200);
    const again = sessionCookie(await post(t, '/api/login', credentials(u)));
    const replayNext = await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: next }, again);
    expect(replayNext.statusCode).toBe(401);
  });

  it('accepts a code of the previous or the next time step (±1 window) and refuses one two steps away', async () => {
    const period = AUTH_LIMITS.totpPeriodSeconds * 1000;
    // Start early in a step so that every call below is answered within the same step.
    const intoStep = Date.now() % period;
    if (intoStep > period / 2) await sleep(period - intoStep + 50);
    const now = step(Date.now());
    const u = await createUser(t);
    const cookie = await signIn(u);
    const { secret } = (await post(t, '/api/users/mfa/totp/set-up', {}, cookie)).json();
    const codeOf = (s: number) => totpAt(secret, s * period + 1);
    const confirm = (code: string) => post(t, `/api/users/mfa/totp/set-up/confirm?code=${code}`, undefined, cookie);

    // Set-up confirmation: two steps back or ahead is refused, the previous step is accepted.
    expect((await confirm(codeOf(now - 2))).json()).toBe(false);
    expect((await confirm(codeOf(now + 2))).json()).toBe(false);
    expect((await get(t, '/api/users/settings', cookie)).json()).toMatchObject({ mfaTotpEnabled: false });
    expect((await confirm(codeOf(now - 1))).json()).toBe(true);
    const lastStep = async () => (await t.database.db.select({ last: users.mfaTotpLastStep }).from(users).where(eq(users.id, u.id)))[0]!.last;
    expect(await lastStep()).toBe(now - 1);

    // Sign-in, as if no code had been used yet (so that only the window decides).
    await t.database.db.update(users).set({ mfaTotpLastStep: null }).where(eq(users.id, u.id));
    const validate = (code: string, pending: string) => post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: code }, pending);
    const pending = sessionCookie(await post(t, '/api/login', credentials(u)));
    expect((await validate(codeOf(now - 2), pending)).statusCode).toBe(401);
    expect((await validate(codeOf(now + 2), pending)).statusCode).toBe(401);
    const previous = await validate(codeOf(now - 1), pending);
    expect(previous.statusCode).toBe(200);
    expect(previous.json().user).toMatchObject({ username: u.username });
    expect(await lastStep()).toBe(now - 1);

    const again = sessionCookie(await post(t, '/api/login', credentials(u)));
    expect((await validate(codeOf(now + 2), again)).statusCode).toBe(401);
    const next = await validate(codeOf(now + 1), again);
    expect(next.statusCode).toBe(200);
    expect(next.json().user).toMatchObject({ username: u.username });
    expect(await lastStep()).toBe(now + 1);
    expect(step(Date.now())).toBe(now);
  });

  it('refuses the second step without a pending session, or with another user’s', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const { secret } = await setUpTotp(u);
    await setUpTotp(other);
    const code = totpAt(secret, Date.now() + 30_000);
    const none = await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: code });
    expect(none.statusCode).toBe(401);
    const otherPending = sessionCookie(await post(t, '/api/login', credentials(other)));
    const crossed = await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: code }, otherPending);
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().messages[0].message).toBe(texts.login.invalidCredentials);
    const active = await signIn(await createUser(t));
    expect((await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: code }, active)).statusCode).toBe(401);
  });

  it('counts wrong codes towards the lock-out', async () => {
    const u = await createUser(t);
    await setUpTotp(u);
    const pending = sessionCookie(await post(t, '/api/login', credentials(u)));
    const statuses = [];
    for (let i = 0; i < AUTH_LIMITS.lockoutFailures; i++)
      statuses.push((await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: '000000' }, pending)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const login = await post(t, '/api/login', credentials(u));
    expect(login.json().messages[0].message).toBe(texts.login.lockedOut);
  });

  it('removal switches it off, ends the other sessions and is audited', async () => {
    const u = await createUser(t);
    const { secret, cookie } = await setUpTotp(u);
    const pending = sessionCookie(await post(t, '/api/login', credentials(u)));
    const other = sessionCookie(await post(t, '/api/mfa/totp/validate-code', { ...credentials(u), totp: totpAt(secret, Date.now() + 30_000) }, pending));
    // The set-up and the sign-in spent this step and the next; as if they had been two steps earlier.
    await t.database.db
      .update(users)
      .set({ mfaTotpLastStep: step(Date.now()) - 2 })
      .where(eq(users.id, u.id));
    const removed = await remove(u, 'totp', cookie, { code: totpAt(secret), codeFrom: 'totp' });
    expect(removed.json()).toEqual({ isSuccess: true, messages: [{ message: texts.settings.removed, messageType: 'Success' }] });
    expect((await get(t, '/api/users/settings', cookie)).json()).toMatchObject({ mfaTotpEnabled: false });
    expect((await get(t, '/api/users/settings', other)).statusCode).toBe(401);
    expect((await post(t, '/api/login', credentials(u))).json().user).toMatchObject({ username: u.username });
    expect((await auditEvents(t, u.username)).filter((e) => e.startsWith('mfa.'))).toEqual(['mfa.totp.enabled', 'mfa.totp.removed']);
  });
});

describe('email codes', () => {
  it('sets up with a code read from the email, then signs in with a new one', async () => {
    const u = await createUser(t);
    const cookie = await signIn(u);
    const lastId = await setUpEmail(u, cookie);
    expect((await get(t, '/api/users/settings', cookie)).json()).toMatchObject({ mfaTotpEnabled: false, mfaEmailEnabled: true });

    const login = await post(t, '/api/login', credentials(u));
    expect(login.json()).toEqual({ user: null, mfaRequired: 'email', mfaMethods: ['email'] });
    const pending = sessionCookie(login);
    const sent = await post(t, '/api/mfa/email/send-code', credentials(u), pending);
    expect(sent.json()).toEqual({ isSuccess: true, messages: [] });
    const mail = await lastOutboxMail(t, u.email, lastId);
    expect(mail.subject).toBe(texts.mfa.emailCodeSubject);
    const code = codeIn(mail.text);
    const ok = await post(t, '/api/mfa/email/validate-code', { ...credentials(u), emailVerificationCode: code }, pending);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.username).toBe(u.username);
    // A code works once.
    const again = sessionCookie(await post(t, '/api/login', credentials(u)));
    expect((await post(t, '/api/mfa/email/validate-code', { ...credentials(u), emailVerificationCode: code }, again)).json().messages[0].message).toBe(
      texts.login.codeExpired,
    );
    // Codes are stored hashed.
    const rows = await t.database.db.select().from(mfaEmailCodes).where(eq(mfaEmailCodes.userId, u.id));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('allows a limited number of attempts and expires', async () => {
    const u = await createUser(t);
    await setUpEmail(u, await signIn(u));
    const pending = sessionCookie(await post(t, '/api/login', credentials(u)));
    await post(t, '/api/mfa/email/send-code', credentials(u), pending);
    const code = codeIn((await lastOutboxMail(t, u.email)).text);
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < AUTH_LIMITS.emailCodeMaxAttempts - 1; i++) {
      expect((await post(t, '/api/mfa/email/validate-code', { ...credentials(u), emailVerificationCode: wrongCode }, pending)).json()).toEqual(mfaError);
    }
    // One more wrong attempt uses up the code; then even the right code is refused. (The lock-out
    // count, which wrong codes also feed, is cleared so that the lock-out does not answer first.)
    await t.database.db.execute(sql`delete from login_failures`);
    await post(t, '/api/mfa/email/validate-code', { ...credentials(u), emailVerificationCode: wrongCode }, pending);
    const spent = await post(t, '/api/mfa/email/validate-code', { ...credentials(u), emailVerificationCode: code }, pending);
    expect(spent.json().messages[0].message).toBe(texts.login.codeExpired);

    await post(t, '/api/mfa/email/send-code', credentials(u), pending);
    const fresh = await lastOutboxMail(t, u.email);
    await t.database.db
      .update(mfaEmailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mfaEmailCodes.userId, u.id));
    const expired = await post(t, '/api/mfa/email/validate-code', { ...credentials(u), emailVerificationCode: codeIn(fresh.text) }, pending);
    expect(expired.json().messages[0].message).toBe(texts.login.codeExpired);
  });

  it('prefers the authenticator when both are on, and either may be used', async () => {
    const u = await createUser(t);
    const { cookie, secret } = await setUpTotp(u);
    const lastId = await setUpEmail(u, cookie);
    const login = await post(t, '/api/login', credentials(u));
    expect(login.json()).toEqual({ user: null, mfaRequired: 'totp', mfaMethods: ['totp', 'email'] });
    const pending = sessionCookie(login);
    await post(t, '/api/mfa/email/send-code', credentials(u), pending);
    const code = codeIn((await lastOutboxMail(t, u.email, lastId)).text);
    expect((await post(t, '/api/mfa/email/validate-code', { ...credentials(u), emailVerificationCode: code }, pending)).statusCode).toBe(200);

    const removed = await remove(u, 'email', cookie, { code: totpAt(secret, Date.now() + 30_000), codeFrom: 'totp' });
    expect(removed.statusCode).toBe(200);
    expect((await get(t, '/api/users/settings', cookie)).json()).toMatchObject({ mfaTotpEnabled: true, mfaEmailEnabled: false });
    expect((await post(t, '/api/login', credentials(u))).json().mfaMethods).toEqual(['totp']);
    expect((await auditEvents(t, u.username)).filter((e) => e.startsWith('mfa.'))).toEqual(['mfa.totp.enabled', 'mfa.email.enabled', 'mfa.email.removed']);
  });

  it('refuses a wrong set-up code and sending a code to a user without email codes', async () => {
    const u = await createUser(t);
    const cookie = await signIn(u);
    await post(t, '/api/users/mfa/email/set-up/send-code', undefined, cookie);
    const code = codeIn((await lastOutboxMail(t, u.email)).text);
    const wrong = code === '111111' ? '222222' : '111111';
    expect((await post(t, `/api/users/mfa/email/set-up/confirm?code=${wrong}`, undefined, cookie)).json()).toBe(false);
    expect((await get(t, '/api/users/settings', cookie)).json()).toMatchObject({ mfaEmailEnabled: false });

    const v = await createUser(t);
    await setUpTotp(v);
    const pending = sessionCookie(await post(t, '/api/login', credentials(v)));
    const send = await post(t, '/api/mfa/email/send-code', credentials(v), pending);
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual(mfaError);
  });
});

describe('changing a second step', () => {
  const proofRefused = { isSuccess: false, messages: [{ message: texts.mfa.proofRefused, messageType: 'Error' }] };
  const settingsOf = async (cookie: string) => (await get(t, '/api/users/settings', cookie)).json();
  const mailsTo = (u: TestUser) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email)).orderBy(mailOutbox.id);
  const changeMails = async (u: TestUser) => (await mailsTo(u)).filter((m) => m.subject === texts.mfa.changedSubject).map((m) => m.text);

  it('removal without the password and a current code is refused and leaves the step on', async () => {
    const u = await createUser(t);
    const { secret, cookie } = await setUpTotp(u);
    const next = totpAt(secret, Date.now() + 30_000);
    const noBody = await t.app.inject({ method: 'DELETE', url: '/api/users/mfa/totp', headers: { cookie, 'x-csrf': '1' } });
    expect(noBody.statusCode).toBe(400);
    const wrongPassword = await remove(u, 'totp', cookie, { code: next, codeFrom: 'totp', password: 'Nope1234' });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toEqual(proofRefused);
    const wrongCode = await remove(u, 'totp', cookie, { code: next === '000000' ? '111111' : '000000', codeFrom: 'totp' });
    expect(wrongCode.statusCode).toBe(403);
    // The set-up's own code is spent: a replayed code proves nothing.
    expect((await remove(u, 'totp', cookie, { code: totpAt(secret), codeFrom: 'totp' })).statusCode).toBe(403);
    // An email code is no proof while email codes are off, and none is sent.
    expect((await post(t, '/api/users/mfa/email/confirm-code', undefined, cookie)).statusCode).toBe(400);
    expect((await remove(u, 'totp', cookie, { code: '123456', codeFrom: 'email' })).statusCode).toBe(403);
    expect(await settingsOf(cookie)).toMatchObject({ mfaTotpEnabled: true });
    expect((await auditEvents(t, u.username)).filter((e) => e.startsWith('mfa.'))).toEqual(['mfa.totp.enabled']);

    expect((await remove(u, 'totp', cookie, { code: next, codeFrom: 'totp' })).statusCode).toBe(200);
    expect(await settingsOf(cookie)).toMatchObject({ mfaTotpEnabled: false });
  });

  it('removal with an emailed code; the user is emailed when a step is added or removed', async () => {
    const u = await createUser(t);
    const cookie = await signIn(u);
    await setUpEmail(u, cookie);
    expect(await changeMails(u)).toEqual([expect.stringContaining(texts.mfa.changes['email.added'])]);

    // A set-up code is no proof of a change: only a code sent for it is.
    await post(t, '/api/users/mfa/email/set-up/send-code', undefined, cookie);
    const setUpCode = codeIn((await lastOutboxMail(t, u.email)).text);
    expect((await remove(u, 'email', cookie, { code: setUpCode, codeFrom: 'email' })).statusCode).toBe(403);

    const sent = await post(t, '/api/users/mfa/email/confirm-code', undefined, cookie);
    expect(sent.statusCode).toBe(200);
    const code = codeIn((await lastOutboxMail(t, u.email)).text);
    expect((await remove(u, 'email', cookie, { code, codeFrom: 'email', password: 'Nope1234' })).statusCode).toBe(403);
    // A wrong password used up one attempt but not the code.
    const removed = await remove(u, 'email', cookie, { code, codeFrom: 'email' });
    expect(removed.statusCode).toBe(200);
    expect(await settingsOf(cookie)).toMatchObject({ mfaEmailEnabled: false });
    expect(await changeMails(u)).toEqual([
      expect.stringContaining(texts.mfa.changes['email.added']),
      expect.stringContaining(texts.mfa.changes['email.removed']),
    ]);
    // The code is spent.
    expect((await remove(u, 'email', cookie, { code, codeFrom: 'email' })).statusCode).toBe(403);
  });

  it('replacing the authenticator, or adding it beside email codes, needs the proof; the user is emailed', async () => {
    const u = await createUser(t);
    const { secret, cookie } = await setUpTotp(u);
    expect(await changeMails(u)).toEqual([expect.stringContaining(texts.mfa.changes['totp.added'])]);
    const refused = await post(t, '/api/users/mfa/totp/set-up', {}, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(proofRefused);
    const wrongPassword = { password: 'Nope1234', code: totpAt(secret, Date.now() + 30_000), codeFrom: 'totp' };
    expect((await post(t, '/api/users/mfa/totp/set-up', { proof: wrongPassword }, cookie)).statusCode).toBe(403);

    const proof = { password: u.password, code: totpAt(secret, Date.now() + 30_000), codeFrom: 'totp' };
    const setUp = await post(t, '/api/users/mfa/totp/set-up', { proof }, cookie);
    expect(setUp.statusCode).toBe(200);
    const replacement = setUp.json().secret as string;
    expect(replacement).not.toBe(secret);
    expect((await post(t, `/api/users/mfa/totp/set-up/confirm?code=${totpAt(replacement)}`, undefined, cookie)).json()).toBe(true);
    expect(await changeMails(u)).toEqual([
      expect.stringContaining(texts.mfa.changes['totp.added']),
      expect.stringContaining(texts.mfa.changes['totp.replaced']),
    ]);
    expect((await auditEvents(t, u.username)).filter((e) => e.startsWith('mfa.'))).toEqual(['mfa.totp.enabled', 'mfa.totp.replaced']);

    // Beside email codes: an authenticator added without the proof would let a session holder bypass them.
    const v = await createUser(t);
    const vCookie = await signIn(v);
    await setUpEmail(v, vCookie);
    expect((await post(t, '/api/users/mfa/totp/set-up', {}, vCookie)).statusCode).toBe(403);
    await post(t, '/api/users/mfa/email/confirm-code', undefined, vCookie);
    const code = codeIn((await lastOutboxMail(t, v.email)).text);
    const added = await post(t, '/api/users/mfa/totp/set-up', { proof: { password: v.password, code, codeFrom: 'email' } }, vCookie);
    expect(added.statusCode).toBe(200);
  });
});
