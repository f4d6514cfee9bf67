import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS, texts } from '@wattle/contract';
import { loginFailures, mailOutbox, passwordResetTokens } from '../src/db/schema/index';
import { auditEvents, createUser, credentials, get, lastOutboxMail, post, sessionCookie, startSmtpSink, waitFor, type TestUser } from './auth-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://wattle.example.test' });
});
afterAll(() => t.close());

const linkSent = { isSuccess: true, messages: [{ message: texts.reset.linkSent, messageType: 'Success' }] };
const linkInvalid = { isSuccess: false, messages: [{ message: texts.reset.linkInvalid, messageType: 'Error' }] };

/** Asks for a link and returns its user and guid as read from the email. */
async function requestLink(u: TestUser) {
  const res = await post(t, `/api/send-reset-password-link?username=${encodeURIComponent(u.username)}`);
  expect(res.json()).toEqual(linkSent);
  const mail = await lastOutboxMail(t, u.email);
  const url = new URL(/https:\/\/\S+/.exec(mail.text)![0]);
  return { url, guid: url.searchParams.get('guid')!, user: url.searchParams.get('user')! };
}

describe('reset link', () => {
  it('answers the same whether or not the username exists, and emails a link only to a real user', async () => {
    const u = await createUser(t);
    const known = await post(t, `/api/send-reset-password-link?username=${u.username}`);
    const unknown = await post(t, '/api/send-reset-password-link?username=no-such-user');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(linkSent);
    }
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    const mail = await lastOutboxMail(t, u.email);
    expect(mail.subject).toBe(texts.reset.emailSubject);
    expect(mail.text).toMatch(new RegExp(`https://wattle\\.example\\.test/reset-password\\?user=${u.username}&guid=[\\w-]{43}`));
    expect(await auditEvents(t, u.username)).toEqual(['password.reset-requested']);
    expect(await t.database.db.select().from(mailOutbox).where(like(mailOutbox.to, 'no-such-user%'))).toEqual([]);
  });

  it('refuses a username with spaces or none with the spec texts', async () => {
    const spaced = await post(t, '/api/send-reset-password-link?username=a%20b');
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().messages[0].message).toContain(texts.reset.usernameNoSpaces);
    const empty = await post(t, '/api/send-reset-password-link?username=');
    expect(empty.json().messages[0].message).toContain(texts.reset.usernameRequired);
  });

  it('keeps only a hash of the token and sends at most one link a minute', async () => {
    const u = await createUser(t);
    const { guid } = await requestLink(u);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(guid);
    const before = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox);
    expect((await post(t, `/api/send-reset-password-link?username=${u.username}`)).json()).toEqual(linkSent);
    await new Promise((r) => setTimeout(r, 300));
    expect(await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(before.length);
  });
});

describe('reset password', () => {
  it('enforces every password rule on the server', async () => {
    const u = await createUser(t);
    const { guid } = await requestLink(u);
    const cases: [string, string][] = [
      ['Ab1', texts.reset.passwordLength],
      ['ABCDEFG1', texts.reset.passwordLowercase],
      ['abcdefg1', texts.reset.passwordUppercase],
      ['Abcdefgh', texts.reset.passwordNumber],
    ];
    for (const [password, message] of cases) {
      const res = await post(t, '/api/reset-password', { password, username: u.username, guid });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.map((m: { message: string }) => m.message)).toEqual([`password: ${message}`]);
    }
    // A password on the common-password list meets every rule above and is still refused.
    const common = await post(t, '/api/reset-password', { password: 'Password1', username: u.username, guid });
    expect(common.statusCode).toBe(400);
    expect(common.json().messages.map((m: { message: string }) => m.message)).toEqual([texts.reset.passwordCommon]);
    // Nothing was spent by the refusals: the link still works.
    expect((await post(t, '/api/reset-password', { password: 'Brand1new', username: u.username, guid })).statusCode).toBe(200);
  });

  it('changes the password once: the link is spent, sessions end, the lock-out lifts, all audited', async () => {
    const u = await createUser(t);
    const session = sessionCookie(await post(t, '/api/login', credentials(u)));
    for (let i = 0; i < AUTH_LIMITS.lockoutFailures; i++) await post(t, '/api/login', { ...credentials(u), password: 'Wrong123!' });
    const { guid, user } = await requestLink(u);
    expect(user).toBe(u.username);

    const changed = await post(t, '/api/reset-password', { password: 'Changed9pass', username: user, guid });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ isSuccess: true, messages: [{ message: texts.reset.passwordChanged, messageType: 'Success' }] });
    expect((await get(t, '/api/users/settings', session)).statusCode).toBe(401);
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, u.username))).toEqual([]);
    expect((await post(t, '/api/login', credentials(u))).statusCode).toBe(401);
    expect((await post(t, '/api/login', { ...credentials(u), password: 'Changed9pass' })).statusCode).toBe(200);

    const reused = await post(t, '/api/reset-password', { password: 'Another9pass', username: user, guid });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(linkInvalid);
    expect(await auditEvents(t, u.username)).toContain('password.changed:reset link');
  });

  it('refuses an expired link, another user’s link and a made-up one', async () => {
    const u = await createUser(t);
    const v = await createUser(t);
    const { guid } = await requestLink(u);
    expect((await post(t, '/api/reset-password', { password: 'Changed9pass', username: v.username, guid })).json()).toEqual(linkInvalid);
    expect((await post(t, '/api/reset-password', { password: 'Changed9pass', username: u.username, guid: 'made-up' })).json()).toEqual(linkInvalid);
    expect((await post(t, '/api/reset-password', { password: 'Changed9pass', username: 'nobody', guid })).json()).toEqual(linkInvalid);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, u.id));
    const expired = await post(t, '/api/reset-password', { password: 'Changed9pass', username: u.username, guid });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(linkInvalid);
    expect((await post(t, '/api/login', credentials(u))).statusCode).toBe(200);
  });
});

describe('delivery through SMTP', () => {
  it('sends the reset email to the SMTP server named by SMTP_URL', async () => {
    const sink = await startSmtpSink();
    const smtp = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'http://127.0.0.1:9' });
    try {
      const u = await createUser(smtp);
      await smtp.app.inject({ method: 'POST', url: `/api/send-reset-password-link?username=${u.username}`, headers: { 'x-csrf': '1' } });
      const mail = await waitFor(async () => sink.received.find((m) => m.to.includes(u.email)), 'the email at the sink');
      expect(mail.raw).toContain(`Subject: ${texts.reset.emailSubject}`);
      expect(mail.raw).toMatch(/http:\/\/127\.0\.0\.1:9\/reset-password\?user=/);
      expect(await smtp.database.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await smtp.close();
      await sink.close();
    }
  });
});
