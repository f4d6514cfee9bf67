import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { auditEvents, createUser, get } from './auth-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://127.0.0.1:4999' });
});
afterAll(() => t.close());

const cookieHeader = (res: { cookies: { name: string; value: string }[] }, name: string) => {
  const c = res.cookies.find((x) => x.name === name);
  return c ? `${name}=${c.value}` : '';
};

/** Follows the accounting provider's sign-in through the local sandbox as a browser would. */
async function signInThroughSandbox(email: string, tamper?: (state: string) => string) {
  const start = await get(t, '/api/sso/accounting/start');
  expect(start.statusCode).toBe(302);
  const stateCookie = cookieHeader(start, 'wattle_sso_state');
  const authorize = new URL(start.headers.location as string, 'http://127.0.0.1:4999');
  expect(authorize.pathname).toBe('/api/sso/sandbox/authorize');
  const page = await get(t, authorize.pathname + authorize.search);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<form method="get" action="/api/sso/sandbox/approve">');
  const state = authorize.searchParams.get('state')!;
  const approve = await get(t, `/api/sso/sandbox/approve?${new URLSearchParams({ state, redirect_uri: authorize.searchParams.get('redirect_uri')!, email })}`);
  const callback = new URL(approve.headers.location as string, 'http://127.0.0.1:4999');
  expect(callback.pathname).toBe('/api/sso/accounting/callback');
  if (tamper) callback.searchParams.set('state', tamper(state));
  const follow = () => t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: stateCookie } });
  return Object.assign(await follow(), { again: follow });
}

describe('accounting provider single sign-on (sandbox)', () => {
  it('signs the user with that email in and lands on the third-party page with the user', async () => {
    const u = await createUser(t);
    const landing = await signInThroughSandbox(u.email.toUpperCase());
    expect(landing.statusCode).toBe(302);
    const to = new URL(landing.headers.location as string, 'http://x');
    expect(to.pathname).toBe('/third-party-authentication-redirect');
    expect(Object.fromEntries(to.searchParams)).toEqual({ username: u.username, displayName: expect.stringMatching(/^Test User/), companyCode: 'ACME', freeTrial: 'false' });
    const session = cookieHeader(landing, 'wattle_session');
    expect((await get(t, '/api/users/settings', session)).json()).toMatchObject({ username: u.username, demoMode: false });
    expect(await auditEvents(t, u.username)).toEqual(['login.success:sso']);
  });

  it('goes back to the sign-in page when the state does not match or nobody has the email', async () => {
    const u = await createUser(t);
    for (const res of [await signInThroughSandbox(u.email, (s) => `${s}x`), await signInThroughSandbox('nobody@example.test')]) {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?sso=failed');
      expect(res.cookies.find((c) => c.name === 'wattle_session')).toBeUndefined();
    }
    const noState = await get(t, '/api/sso/accounting/callback?code=abc&state=def');
    expect(noState.headers.location).toBe('/login?sso=failed');
  });

  it('uses each code once and follows only a path back from the sandbox', async () => {
    const u = await createUser(t);
    const first = await signInThroughSandbox(u.email);
    expect(first.headers.location).toMatch(/^\/third-party-authentication-redirect\?/);
    expect((await first.again()).headers.location).toBe('/login?sso=failed');
    const approve = await get(t, `/api/sso/sandbox/approve?${new URLSearchParams({ state: 's', redirect_uri: 'https://evil.example/steal', email: u.email })}`);
    expect((approve.headers.location as string).startsWith('/steal?')).toBe(true);
  });

  it('is off in production unless asked for', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Prod1uction' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/sso/accounting/start' });
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].message).toBe(texts.login.ssoNotConfigured);
      expect((await prod.app.inject({ method: 'GET', url: '/api/sso/sandbox/authorize?state=a&redirect_uri=b' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
