import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateIn, texts, type Envelope } from '@wattle/contract';
import { integrationTokens } from '../src/db/schema/index';
import { startHelpdeskSandbox, type HelpdeskSandbox } from '../src/modules/integrations/helpdesk/sandbox-server';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, FIXTURE_PASSWORD } from './search-fixtures';

/** Help Desk (issue 27 part 3): the card connects at a Zendesk-like sandbox over HTTP; tickets are read from and raised there. */
const CLIENT_ID = 'wattle-test';
const CLIENT_SECRET = 'test-secret';
type Caller = ReturnType<typeof as>;

let sandbox: HelpdeskSandbox;
let t: TestApp;
let admin: Caller;
let adminCookie: string;
let other: Caller;
const thisMonth = (day: number) => `${businessDateIn('Australia/Sydney').slice(0, 7)}-${String(day).padStart(2, '0')}T00:30:00Z`;

beforeAll(async () => {
  sandbox = await startHelpdeskSandbox({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    accounts: {
      acme: [
        { subject: 'Old ticket', description: 'x', priority: 'low', type: 'question', status: 'closed', requester: null, created_at: '2020-01-05T00:00:00Z' },
        { subject: 'Meter reads missing', description: 'x', priority: 'high', type: 'incident', status: 'open', requester: null, created_at: thisMonth(2) },
      ],
    },
  });
  t = await createTestApp({ HELPDESK_PROVIDER_URL: sandbox.urlTemplate, HELPDESK_CLIENT_ID: CLIENT_ID, HELPDESK_CLIENT_SECRET: CLIENT_SECRET });
  adminCookie = await login(t.app);
  admin = as(t.app, adminCookie);
  const { username } = await createTenant(t.database, 'HELPDESKOTHER');
  other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

/** The browser's round trip: Wattle's redirect, the provider's page and its Allow (or Deny) form, then Wattle's callback. */
async function authorise(subdomain: string, decision: 'allow' | 'deny' = 'allow') {
  const start = await admin({ method: 'GET', url: `/api/redirect-to-zendesk-integration?subdomain=${subdomain}` });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  expect(authorizeUrl.pathname).toBe(`/${subdomain}/oauth/authorizations/new`);
  expect(authorizeUrl.searchParams.get('client_id')).toBe(CLIENT_ID);
  const grantCookie = start.cookies.find((c) => c.name === 'wattle_helpdesk_grant')!;
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Allow Wattle to access');
  const form = new URLSearchParams({
    decision,
    redirect_uri: authorizeUrl.searchParams.get('redirect_uri')!,
    state: authorizeUrl.searchParams.get('state')!,
    scope: 'read write',
  });
  const allowed = await fetch(new URL(`/${subdomain}/oauth/authorizations/new`, sandbox.url), { method: 'POST', body: form, redirect: 'manual' });
  expect(allowed.status).toBe(302);
  const back = new URL(allowed.headers.get('location')!);
  expect(back.pathname).toBe('/api/integrations/helpdesk/callback');
  return admin({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: `${adminCookie.split(';')[0]}; wattle_helpdesk_grant=${grantCookie.value}` },
  });
}

describe('Help Desk over the Zendesk-like sandbox', () => {
  it('refuses tickets while the card is not connected: the usage line is hidden, the dialog 403, raising 409', async () => {
    expect((await admin({ method: 'GET', url: '/api/users/support-ticket-info' })).json()).toMatchObject({ ticketsAllowed: false, ticketsCreated: 0 });
    expect((await admin({ method: 'GET', url: '/api/users/company-zendesk-tickets' })).statusCode).toBe(403);
    const raised = await admin({ method: 'POST', url: '/api/users/support-tickets', payload: { subject: 'Hi', description: 'Help' } });
    expect(raised.statusCode).toBe(409);
    expect(raised.json<Envelope>().messages[0]!.message).toBe(texts.server.helpdeskNotConnected);
  });

  it('refuses connecting with a subdomain by the connect dialog: the card connects by its authorisation redirect', async () => {
    const res = await admin({ method: 'POST', url: '/api/integrations/helpdesk/connect', payload: { integrationType: 'TICKETING', accessToken: 'acme' } });
    expect(res.statusCode).toBe(400);
  });

  it('lands failed and keeps nothing when the user denies, or the subdomain is unknown to the provider', async () => {
    expect((await authorise('acme', 'deny')).headers.location).toBe('/integration?zendeskConnectionStatus=failed');
    expect(await t.database.db.select().from(integrationTokens).where(eq(integrationTokens.tokenSource, 'helpdesk'))).toEqual([]);
    const bad = await admin({ method: 'GET', url: '/api/redirect-to-zendesk-integration?subdomain=not%20a%20host' });
    expect(bad.statusCode).toBe(400);
  });

  it('connects through the redirect with the subdomain, sealing the token; the usage line and the dialog show the month’s tickets from the provider', async () => {
    const landed = await authorise('acme');
    expect(landed.headers.location).toBe('/integration?zendeskConnectionStatus=success');
    const [row] = await t.database.db.select().from(integrationTokens).where(eq(integrationTokens.tokenSource, 'helpdesk'));
    expect(row!.accessToken).not.toContain('acme');
    expect((await admin({ method: 'GET', url: '/api/integrations' })).json()).toContainEqual({ tokenSource: 'helpdesk' });
    expect((await admin({ method: 'GET', url: '/api/users/support-ticket-info' })).json()).toMatchObject({ ticketsAllowed: true, ticketsCreated: 1 });
    const tickets = await admin({ method: 'GET', url: '/api/users/company-zendesk-tickets' });
    expect(tickets.json()).toEqual([
      { id: 2, subject: 'Meter reads missing', priority: 'high', type: 'incident', createdAt: new Date(thisMonth(2)).toISOString() },
    ]);
  });

  it('raises a ticket at the provider with the user as requester, and it is counted', async () => {
    const res = await admin({ method: 'POST', url: '/api/users/support-tickets', payload: { subject: 'Invoice layout', description: 'The logo is cut off.' } });
    expect(res.statusCode).toBe(200);
    const raised = sandbox.tickets('acme').at(-1)!;
    expect(res.json<Envelope>().messages[0]!.message).toBe(texts.server.ticketRaised(raised.id));
    expect(raised).toMatchObject({ subject: 'Invoice layout', description: 'The logo is cut off.', status: 'new' });
    expect(raised.requester?.email).toBeTruthy();
    expect((await admin({ method: 'GET', url: '/api/users/support-ticket-info' })).json()).toMatchObject({ ticketsCreated: 2 });
    expect((await admin({ method: 'POST', url: '/api/users/support-tickets', payload: { subject: '', description: 'x' } })).statusCode).toBe(400);
  });

  it("keeps another company out: it has no card, so no tickets and it cannot raise one on this company's help desk", async () => {
    expect((await other({ method: 'GET', url: '/api/users/support-ticket-info' })).json()).toMatchObject({ ticketsAllowed: false });
    expect((await other({ method: 'POST', url: '/api/users/support-tickets', payload: { subject: 'x', description: 'y' } })).statusCode).toBe(409);
    expect((await other({ method: 'GET', url: '/api/integrations' })).json()).not.toContainEqual({ tokenSource: 'helpdesk' });
  });

  it('answers a provider that is down with a clear 502 envelope, and a revoked token with 409', async () => {
    sandbox.failNext(1, 503);
    const down = await admin({ method: 'GET', url: '/api/users/company-zendesk-tickets' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ isSuccess: false, messages: [{ message: texts.server.ticketingUnavailable, messageType: 'Error' }] });
    sandbox.revokeTokens();
    const refused = await admin({ method: 'GET', url: '/api/users/company-zendesk-tickets' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Envelope>().messages[0]!.message).toBe(texts.server.helpdeskRefused);
  });

  it('stops using the provider once disconnected', async () => {
    expect(
      (await admin({ method: 'POST', url: '/api/integrations/helpdesk/disconnect', payload: { integrationType: 'TICKETING', accessToken: '' } })).statusCode,
    ).toBe(200);
    expect((await admin({ method: 'GET', url: '/api/users/support-ticket-info' })).json()).toMatchObject({ ticketsAllowed: false });
  });
});

describe('Help Desk with credentials the provider refuses', () => {
  it('lands failed at the callback and keeps no token when the client secret is wrong', async () => {
    const wrong = await createTestApp({ HELPDESK_PROVIDER_URL: sandbox.urlTemplate, HELPDESK_CLIENT_ID: CLIENT_ID, HELPDESK_CLIENT_SECRET: 'not-the-secret' });
    try {
      const cookie = await login(wrong.app);
      const call = as(wrong.app, cookie);
      const start = await call({ method: 'GET', url: '/api/redirect-to-zendesk-integration?subdomain=acme' });
      const authorizeUrl = new URL(start.headers.location as string);
      const grant = start.cookies.find((c) => c.name === 'wattle_helpdesk_grant')!;
      const form = new URLSearchParams({
        decision: 'allow',
        redirect_uri: authorizeUrl.searchParams.get('redirect_uri')!,
        state: authorizeUrl.searchParams.get('state')!,
      });
      const allowed = await fetch(new URL('/acme/oauth/authorizations/new', sandbox.url), { method: 'POST', body: form, redirect: 'manual' });
      const back = new URL(allowed.headers.get('location')!);
      const landed = await call({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: `${cookie.split(';')[0]}; wattle_helpdesk_grant=${grant.value}` },
      });
      expect(landed.headers.location).toBe('/integration?zendeskConnectionStatus=failed');
      expect(await wrong.database.db.select().from(integrationTokens).where(eq(integrationTokens.tokenSource, 'helpdesk'))).toEqual([]);
    } finally {
      await wrong.close();
    }
  });
});
