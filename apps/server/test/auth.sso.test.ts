import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { loadConfig } from '../src/config';
import { users } from '../src/db/schema/index';
import { auditEvents, createUser, get, totpAt, type TestUser } from './auth-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:4999', SSO_SANDBOX: 'on' });
});
afterAll(() => t.close());

const cookieHeader = (res: { cookies: { name: string; value: string }[] }, name: string) => {
  const c = res.cookies.find((x) => x.name === name);
  return c ? `${name}=${c.value}` : '';
};

/** The sandbox's form as the browser posts it. */
const approve = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sso/sandbox/approve',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** Follows the accounting provider's sign-in through the local sandbox as a browser would. */
async function signInThroughSandbox(email: string, password: string, tamper?: (state: string) => string) {
  const start = await get(t, '/api/sso/accounting/start');
  expect(start.statusCode).toBe(302);
  const stateCookie = cookieHeader(start, 'wattle_sso_state');
  const authorize = new URL(start.headers.location as string, 'http://127.0.0.1:4999');
  expect(authorize.pathname).toBe('/api/sso/sandbox/authorize');
  const page = await get(t, authorize.pathname + authorize.search);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<form method="post" action="/api/sso/sandbox/approve"');
  const state = authorize.searchParams.get('state')!;
  const approved = await approve({ state, redirect_uri: authorize.searchParams.get('redirect_uri')!, email, password });
  expect(approved.statusCode).toBe(303);
  const callback = new URL(approved.headers.location as string, 'http://127.0.0.1:4999');
  expect(callback.pathname).toBe('/api/sso/accounting/callback');
  if (tamper) callback.searchParams.set('state', tamper(state));
  const follow = () => t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: stateCookie } });
  return Object.assign(await follow(), { again: follow });
}

describe('accounting provider single sign-on (sandbox)', () => {
  it('signs the user with that email in and lands on the third-party page with the user', async () => {
    const u = await createUser(t);
    const landing = await signInThroughSandbox(u.email.toUpperCase(), u.password);
    expect(landing.statusCode).toBe(302);
    const to = new URL(landing.headers.location as string, 'http://x');
    expect(to.pathname).toBe('/third-party-authentication-redirect');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      username: u.username,
      displayName: expect.stringMatching(/^Test User/),
      companyCode: 'ACME',
      freeTrial: 'false',
    });
    const session = cookieHeader(landing, 'wattle_session');
    expect((await get(t, '/api/users/settings', session)).json()).toMatchObject({ username: u.username, demoMode: false });
    expect(await auditEvents(t, u.username)).toEqual(['login.success:sso']);
  });

  it('goes back to the sign-in page when the state does not match or nobody has the email', async () => {
    const u = await createUser(t);
    for (const res of [await signInThroughSandbox(u.email, u.password, (s) => `${s}x`)]) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?sso=failed');
      expect(res.cookies.find((c) => c.name === 'wattle_session')).toBeUndefined();
    }
    const noState = await get(t, '/api/sso/accounting/callback?code=abc&state=def');
    expect(noState.headers.location).toBe('/login?sso=failed');
  });

  it('uses each code once and follows only a path back from the sandbox', async () => {
    const u = await createUser(t);
    const first = await signInThroughSandbox(u.email, u.password);
    expect(first.headers.location).toMatch(/^\/third-party-authentication-redirect\?/);
    expect((await first.again()).headers.location).toBe('/login?sso=failed');
    const elsewhere = await approve({ state: 's', redirect_uri: 'https://evil.example/steal', email: u.email, password: u.password });
    expect((elsewhere.headers.location as string).startsWith('/steal?')).toBe(true);
  });

  it('signs nobody in by email address alone: the password is required, and a wrong one counts towards the lock-out', async () => {
    const u = await createUser(t);
    const form = { state: 's', redirect_uri: '/api/sso/accounting/callback', email: u.email };
    const byEmail = await t.app.inject({ method: 'GET', url: `/api/sso/sandbox/approve?${new URLSearchParams(form)}` });
    expect(byEmail.statusCode).toBe(404);
    expect(byEmail.headers.location).toBeUndefined();
    expect((await approve(form)).statusCode).toBe(400);
    for (const attempt of [
      { ...form, password: 'Wrong123!' },
      { ...form, email: 'nobody@example.test', password: u.password },
    ]) {
      const refused = await approve(attempt);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers.location).toBeUndefined();
      expect(refused.body).toContain(texts.login.invalidCredentials);
    }
    expect(await auditEvents(t, u.username)).toEqual(['login.failed:password']);
  });

  it('keeps the second step: a user with an authenticator is asked for its code before the sandbox approves', async () => {
    const u: TestUser = await createUser(t);
    const secret = new Secret({ size: 20 }).base32;
    await t.database.db.update(users).set({ mfaTotpEnabled: true, mfaTotpSecret: secret }).where(eq(users.id, u.id));
    const form = { state: 's', redirect_uri: '/api/sso/accounting/callback', email: u.email, password: u.password };
    const asked = await approve(form);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers.location).toBeUndefined();
    expect(asked.body).toContain('name="code"');
    const wrong = await approve({ ...form, step: 'totp', code: String((Number(totpAt(secret)) + 1) % 1e6).padStart(6, '0') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(texts.login.mfaError);
    const passed = await approve({ ...form, step: 'totp', code: totpAt(secret) });
    expect(passed.statusCode).toBe(303);
    expect(new URL(passed.headers.location as string, 'http://x').pathname).toBe('/api/sso/accounting/callback');
  });

  it('is off unless SSO_SANDBOX=on, and refused in production', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/sso/accounting/start' });
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].message).toBe(texts.login.ssoNotConfigured);
      expect((await plain.app.inject({ method: 'GET', url: '/api/sso/sandbox/authorize?state=a&redirect_uri=b' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Prod1uction', SSO_SANDBOX: 'on' })).toThrow(/SSO_SANDBOX=on is refused/);
  });
});
