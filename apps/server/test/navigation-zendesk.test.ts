import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateIn, zonedInstant } from '@wattle/contract';
import { companies } from '../src/db/schema/index';
import { sqlRows } from '../src/db/sql-rows';
import { as, createTestApp, login, type TestApp } from './helpers';

/** A stand-in for Zendesk's Search API on loopback: two pages, then failures on demand. */
let requests: { url: string; authorization?: string }[] = [];
let failing = false;
/** Set to record, on each call, how many transactions are open on the database while the provider is asked. */
let openWhileAsked: number[] | null = null;

/**
 * Transactions open on the test database: PostgreSQL lists them in pg_stat_activity; PGlite runs one
 * transaction at a time, so a statement from outside waits while one is open.
 */
async function openTransactions(): Promise<number> {
  const counted = sqlRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  ).then((rows) => rows[0]?.n ?? 0);
  return Promise.race([counted, sleep(1000).then(() => 1)]);
}

const server = http.createServer((req, res) => {
  if (openWhileAsked) {
    const seen = openWhileAsked;
    void openTransactions().then((n) => {
      seen.push(n);
      answer(req, res);
    });
    return;
  }
  answer(req, res);
});

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
  if (failing) {
    res.writeHead(503).end();
    return;
  }
  const second = (req.url ?? '').includes('page=2');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const body = second
    ? { results: [{ id: 7, subject: 'Older', priority: null, type: 'question', created_at: '2026-11-02T01:00:00Z' }], next_page: null }
    : {
        results: [{ id: 9, subject: 'Newest', priority: 'high', type: 'incident', created_at: '2026-11-20T03:04:05Z' }],
        next_page: `${base}/api/v2/search.json?page=2`,
      };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

let t: TestApp;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.TICKETING_PROVIDER = 'zendesk';
  process.env.ZENDESK_SUBDOMAIN = 'wattle-test';
  process.env.ZENDESK_EMAIL = 'agent@example.com';
  process.env.ZENDESK_API_TOKEN = 'secret-token';
  process.env.ZENDESK_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
  await t.database.db.update(companies).set({ ticketsAllowed: true, ticketsMax: 5 }).where(eq(companies.code, 'ACME'));
  admin = as(t.app, await login(t.app));
});
afterAll(async () => {
  await t.close();
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- delete is how an environment variable is unset.
  for (const name of ['TICKETING_PROVIDER', 'ZENDESK_SUBDOMAIN', 'ZENDESK_EMAIL', 'ZENDESK_API_TOKEN', 'ZENDESK_BASE_URL']) delete process.env[name];
  await new Promise((resolve) => server.close(resolve));
});

describe('support tickets through the Zendesk adapter', () => {
  it('asks the Search API for the company’s tickets of this month with the API token, following every page', async () => {
    requests = [];
    const res = await admin({ method: 'GET', url: '/api/users/company-zendesk-tickets' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 9, subject: 'Newest', priority: 'high', type: 'incident', createdAt: '2026-11-20T03:04:05.000Z' },
      { id: 7, subject: 'Older', priority: '', type: 'question', createdAt: '2026-11-02T01:00:00.000Z' },
    ]);
    expect(requests).toHaveLength(2);
    const query = new URL(requests[0]!.url, 'http://x').searchParams.get('query');
    const month = businessDateIn('Australia/Sydney').slice(0, 7);
    expect(query).toContain('type:ticket organization:"ACME"');
    expect(query).toContain(`created>=${zonedInstant(`${month}-01`, 0, 0, 'Australia/Sydney').toISOString().replace('.000Z', 'Z')}`);
    expect(requests[0]!.authorization).toBe(`Basic ${Buffer.from('agent@example.com/token:secret-token').toString('base64')}`);
  });

  it('counts them for the usage line', async () => {
    const res = await admin({ method: 'GET', url: '/api/users/support-ticket-info' });
    expect(res.json()).toMatchObject({ ticketsAllowed: true, ticketsCreated: 2, ticketsMax: 5 });
  });

  it('asks the provider with no database transaction open: a slow provider holds no pool connection', async () => {
    openWhileAsked = [];
    try {
      expect((await admin({ method: 'GET', url: '/api/users/support-ticket-info' })).statusCode).toBe(200);
      expect((await admin({ method: 'GET', url: '/api/users/company-zendesk-tickets' })).statusCode).toBe(200);
      expect(openWhileAsked).toEqual([0, 0, 0, 0]);
    } finally {
      openWhileAsked = null;
    }
  });

  it('answers a 502 envelope when the provider fails, never a 500', async () => {
    failing = true;
    const res = await admin({ method: 'GET', url: '/api/users/company-zendesk-tickets' });
    failing = false;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      isSuccess: false,
      messages: [{ message: 'The support-ticket service is not answering. Please try again later.', messageType: 'Error' }],
    });
  });
});
