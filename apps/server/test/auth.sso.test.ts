import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { loadConfig } from '../src/config';
import { AppError } from '../src/lib/errors';
import { linkSsoIdentity } from '../src/modules/auth/sso/sso.service';
import { sandboxSubject } from '../src/modules/integrations/accounting/sandbox-server';
import { auditEvents, createUser, get, type TestUser } from './auth-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';

const PUBLIC_URL = 'http://127.0.0.1:4999';
const CALLBACK = `${PUBLIC_URL}/api/sso/accounting/callback`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, ACCOUNTING_SANDBOX: 'on' });
});
afterAll(() => t.close());

const GRANT = 'wattle_sso_grant';
const grantOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === GRANT);
  return c ? `${GRANT}=${c.value}` : '';
};
const withSession = (grant: string, session?: string) => [grant, session].filter(Boolean).join('; ');

/** Wattle's start (sign-in, or link with a session): its grant cookie and the provider's authorisation address. */
async function leave(session?: string) {
  const start = await get(t, session ? '/api/sso/accounting/link' : '/api/sso/accounting/start', session);
  expect(start.statusCode).toBe(302);
  return { grant: grantOf(start), authorize: new URL(start.headers.location as string) };
}

/** The user signs in at the sandbox provider with `email` and allows access: the provider's redirect back to Wattle. */
async function approveAtProvider(authorize: URL, email: string, fields: Record<string, string> = {}) {
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('name="email"');
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), email, decision: 'allow', ...fields });
  const back = await fetch(authorize, { method: 'POST', body: form, redirect: 'manual' });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('location')!);
}

const arrive = (callback: URL, cookie: string) => t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie } });

/** A whole round trip: Wattle → provider (as `email`) → Wattle's callback. */
async function roundTrip(email: string, session?: string) {
  const { grant, authorize } = await leave(session);
  return arrive(await approveAtProvider(authorize, email), withSession(grant, session));
}

async function linkedUser(providerEmail: string): Promise<TestUser & { session: string }> {
  const u = await createUser(t);
  const session = await login(t.app, u.username, u.password);
  const linked = await roundTrip(providerEmail, session);
  expect(linked.headers.location).toBe('/user/settings?link=linked');
  return { ...u, session };
}

const providerEmail = () => `someone-${Math.random().toString(36).slice(2)}@ledger.example`;

describe("'Sign in with' the accounting provider (OpenID Connect against its sandbox)", () => {
  it('sends the browser to the provider with PKCE S256, a state, a nonce and the fixed callback', async () => {
    const { grant, authorize } = await leave();
    expect(grant).not.toBe('');
    const q = authorize.searchParams;
    expect(authorize.pathname).toBe('/oauth/authorize');
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe('openid email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
  });

  it('links the identity in My Settings, then signs that user in by its subject and lands on the third-party page', async () => {
    const email = providerEmail();
    const u = await linkedUser(email);
    expect((await get(t, '/api/users/settings', u.session)).json()).toMatchObject({ accountingSignInLinked: true });
    const landing = await roundTrip(email);
    expect(landing.statusCode).toBe(302);
    const to = new URL(landing.headers.location as string, 'http://x');
    expect(to.pathname).toBe('/third-party-authentication-redirect');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      username: u.username,
      displayName: expect.stringMatching(/^Test User/),
      companyCode: 'ACME',
      freeTrial: 'false',
    });
    const session = landing.cookies.find((c) => c.name === 'wattle_session')!;
    expect((await get(t, '/api/users/settings', `wattle_session=${session.value}`)).json()).toMatchObject({ username: u.username, demoMode: false });
    expect(await auditEvents(t, u.username)).toEqual(['login.success:password', 'login.success:sso']);
  });

  it('refuses an identity nobody linked with a message, even when its email address is a user’s (the email-swap attack)', async () => {
    const victim = await createUser(t);
    const someoneElse = await linkedUser(providerEmail());
    const res = await roundTrip(victim.email);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?sso=unknown');
    expect(res.cookies.find((c) => c.name === 'wattle_session')).toBeUndefined();
    expect(await auditEvents(t, victim.username)).toEqual([]);
    // The provider email of a linked identity does not matter either: only its subject does.
    expect(sandboxSubject(victim.email)).not.toBe(sandboxSubject(someoneElse.email));
    expect(texts.login.ssoUnknownIdentity).toMatch(/not linked/);
  });

  it('refuses a code issued for one state when it comes back with another, and uses each code once', async () => {
    const email = providerEmail();
    await linkedUser(email);
    const first = await leave();
    const second = await leave();
    const callback = await approveAtProvider(first.authorize, email);
    // The code of the first round trip with the second one's grant cookie (its own state).
    expect((await arrive(callback, second.grant)).headers.location).toBe('/login?sso=failed');
    const swapped = new URL(callback);
    swapped.searchParams.set('state', second.authorize.searchParams.get('state')!);
    expect((await arrive(swapped, first.grant)).headers.location).toBe('/login?sso=failed');
    // The code was not spent by the refusals above; once spent it cannot be used again.
    expect((await arrive(callback, first.grant)).headers.location).toMatch(/^\/third-party-authentication-redirect\?/);
    expect((await arrive(callback, first.grant)).headers.location).toBe('/login?sso=failed');
    expect((await get(t, '/api/sso/accounting/callback?code=abc&state=def')).headers.location).toBe('/login?sso=failed');
  });

  it('never redirects anywhere but the fixed callback: the provider refuses any other redirect address', async () => {
    const { authorize } = await leave();
    for (const elsewhere of [
      'http://x//another.site/',
      '/\\another.site',
      '//another.site',
      `${PUBLIC_URL}//another.site/`,
      'https://another.site/api/sso/accounting/callback',
    ]) {
      const asked = new URL(authorize);
      asked.searchParams.set('redirect_uri', elsewhere);
      const page = await fetch(asked);
      expect(page.status).toBe(400);
      const form = new URLSearchParams({ ...Object.fromEntries(asked.searchParams), email: providerEmail(), decision: 'allow' });
      const posted = await fetch(authorize, { method: 'POST', body: form, redirect: 'manual' });
      expect(posted.status).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
    }
  });

  it('signs in only the user bound to the id_token subject: a code approved for one user never signs in another', async () => {
    const aEmail = providerEmail();
    const a = await linkedUser(aEmail);
    const b = await linkedUser(providerEmail());
    // a's code in b's browser (b's own round trip under way): b's state does not match, nobody is signed in.
    const bFlow = await leave();
    const aCallback = await approveAtProvider((await leave()).authorize, aEmail);
    const crossed = await arrive(aCallback, withSession(bFlow.grant, b.session));
    expect(crossed.headers.location).toBe('/login?sso=failed');
    expect(crossed.cookies.find((c) => c.name === 'wattle_session')).toBeUndefined();

    // What the callback's query says about the user is never read: only the id_token's subject counts.
    const { grant, authorize } = await leave();
    const claimed = await approveAtProvider(authorize, aEmail);
    for (const [name, value] of [
      ['sub', sandboxSubject(b.email)],
      ['email', b.email],
      ['username', b.username],
      ['login_hint', b.username],
    ] as const)
      claimed.searchParams.set(name, value);
    const landing = await arrive(claimed, grant);
    expect(new URL(landing.headers.location as string, PUBLIC_URL).searchParams.get('username')).toBe(a.username);
    const session = `wattle_session=${landing.cookies.find((c) => c.name === 'wattle_session')!.value}`;
    expect((await get(t, '/api/users/settings', session)).json()).toMatchObject({ username: a.username });
    expect((await auditEvents(t, b.username)).filter((e) => e.endsWith(':sso'))).toEqual([]);
  });

  it('refuses a state issued for another flow: a link grant never signs in, a sign-in grant never links', async () => {
    const email = providerEmail();
    const u = await createUser(t);
    const session = await login(t.app, u.username, u.password);
    // The link flow's grant, finished without the session that started it: refused, nothing linked.
    const linkFlow = await leave(session);
    expect((await arrive(await approveAtProvider(linkFlow.authorize, email), linkFlow.grant)).headers.location).toBe('/user/settings?link=failed');
    // A sign-in flow's code with the link flow's grant (and the other way round): the states differ.
    const signInFlow = await leave();
    const linkAgain = await leave(session);
    expect((await arrive(await approveAtProvider(signInFlow.authorize, email), withSession(linkAgain.grant, session))).headers.location).toBe(
      '/user/settings?link=failed',
    );
    expect((await arrive(await approveAtProvider(linkAgain.authorize, email), withSession(signInFlow.grant, session))).headers.location).toBe(
      '/login?sso=failed',
    );
    expect((await get(t, '/api/users/settings', session)).json()).toMatchObject({ accountingSignInLinked: false });
  });

  it('takes no return address: whatever the start is given, the provider comes back to the fixed callback and Wattle lands on its own paths', async () => {
    const email = providerEmail();
    const u = await linkedUser(email);
    const elsewhere = ['http://x//another.site/', '/\\another.site', '//another.site', 'https://another.site/'];
    const sameOrigin = (location: string) => {
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, PUBLIC_URL).origin).toBe(PUBLIC_URL);
    };
    for (const [i, address] of elsewhere.entries()) {
      const query = new URLSearchParams({ returnTo: address, redirect: address, redirect_uri: address, next: address });
      const start = await t.app.inject({
        method: 'GET',
        url: `/api/sso/accounting/${i % 2 ? 'link' : 'start'}?${query}`,
        headers: { host: 'another.site', 'x-forwarded-host': 'another.site', ...(i % 2 ? { cookie: u.session } : {}) },
      });
      expect(start.statusCode).toBe(302);
      const authorize = new URL(start.headers.location as string);
      expect(authorize.searchParams.get('redirect_uri')).toBe(CALLBACK);
      const callback = await approveAtProvider(authorize, email);
      expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
      for (const [name, value] of query) callback.searchParams.set(name, value);
      const landed = await arrive(callback, withSession(grantOf(start), i % 2 ? u.session : undefined));
      expect(landed.statusCode).toBe(302);
      sameOrigin(landed.headers.location as string);
      expect(landed.headers.location).toMatch(i % 2 ? /^\/user\/settings\?link=linked$/ : /^\/third-party-authentication-redirect\?/);
    }
    // A refusal lands on Wattle's own page too.
    sameOrigin((await get(t, `/api/sso/accounting/callback?state=x&code=y&returnTo=${encodeURIComponent('//another.site')}`)).headers.location as string);
  });

  it('binds a link to the user who started it, refuses an identity linked to someone else, and unlinks', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const aSession = await login(t.app, a.username, a.password);
    const bSession = await login(t.app, b.username, b.password);
    const email = providerEmail();
    // a starts the link; b's browser finishes it: refused, nothing linked.
    const { grant, authorize } = await leave(aSession);
    expect((await arrive(await approveAtProvider(authorize, email), withSession(grant, bSession))).headers.location).toBe('/user/settings?link=failed');
    expect((await get(t, '/api/users/settings', bSession)).json()).toMatchObject({ accountingSignInLinked: false });
    expect((await get(t, '/api/users/settings', aSession)).json()).toMatchObject({ accountingSignInLinked: false });
    expect((await roundTrip(email, aSession)).headers.location).toBe('/user/settings?link=linked');
    expect((await roundTrip(email, bSession)).headers.location).toBe('/user/settings?link=taken');
    expect((await get(t, '/api/users/settings', bSession)).json()).toMatchObject({ accountingSignInLinked: false });
    const unlinked = await as(t.app, aSession)({ method: 'DELETE', url: '/api/sso/accounting/link' });
    expect(unlinked.json()).toMatchObject({ isSuccess: true, messages: [{ message: texts.settings.signInWithUnlinked }] });
    expect((await roundTrip(email)).headers.location).toBe('/login?sso=unknown');
  });

  it('of two users linking one identity at once, one links it and the other is told it is taken', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const subject = sandboxSubject(providerEmail());
    // Both look for a holder before either writes: the unique index decides.
    const outcomes = await Promise.allSettled([linkSsoIdentity(t.database.db, a.id, subject), linkSsoIdentity(t.database.db, b.id, subject)]);
    // Either may win the race (on PostgreSQL the second writer can be first): one links, one is refused.
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = (outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    expect([refusal.statusCode, refusal.message]).toEqual([409, texts.settings.signInWithTaken]);
  });

  it('needs a session to link or unlink, and the CSRF header to unlink', async () => {
    expect((await get(t, '/api/sso/accounting/link')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sso/accounting/link', headers: { 'x-csrf': '1' } })).statusCode).toBe(401);
    const u = await createUser(t);
    const session = await login(t.app, u.username, u.password);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sso/accounting/link', headers: { cookie: session } })).statusCode).toBe(403);
  });

  it('is not available without a provider, and the sandbox is refused in production', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/sso/accounting/start' });
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0].message).toBe(texts.login.ssoNotConfigured);
    } finally {
      await plain.close();
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Prod1uction', SECRETS_KEY: 'a-production-secrets-key', ACCOUNTING_SANDBOX: 'on' }),
    ).toThrow(/ACCOUNTING_SANDBOX=on is refused/);
  });
});
