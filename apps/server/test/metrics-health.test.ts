import { eq } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billRuns } from '../src/db/schema/bill-runs';
import { companies } from '../src/db/schema/core';
import { startDraining } from '../src/modules/health/draining';
import { createTestApp, type TestApp } from './helpers';

const TOKEN = 'a-metrics-token-of-some-length';
const REMOTE = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const metrics = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', ...options });

describe('GET /api/metrics', () => {
  it('answers the named series to a loopback caller', async () => {
    const [company] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ACME'));
    const [run] = await t.database.db
      .insert(billRuns)
      .values({
        companyId: company!.id,
        dataset: 'live',
        status: 'RUNNING',
        periodTo: '2026-10-31',
        invoiceDate: '2026-11-02',
        selection: {},
        requestedBy: 'admin',
        accountsTotal: 10,
        accountsDone: 4,
      })
      .returning({ id: billRuns.id });
    await t.app.inject({ method: 'GET', url: '/api/health' });

    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/wattle_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/);
    expect(res.body).toContain(`wattle_bill_run_accounts_total{company="ACME",dataset="live",bill_run="${run!.id}"} 10`);
    expect(res.body).toContain(`wattle_bill_run_accounts_done{company="ACME",dataset="live",bill_run="${run!.id}"} 4`);
    for (const series of ['wattle_job_queue_depth', 'wattle_job_queue_oldest_seconds', 'wattle_db_pool_max', 'nodejs_eventloop_lag_seconds'])
      expect(res.body).toContain(`# TYPE ${series} gauge`);
    if (t.database.pool) expect(res.body).toMatch(/wattle_db_pool_connections\{state="total"\} \d+/);
  });

  it('refuses an anonymous remote caller, a wrong token and a forwarded request', async () => {
    for (const res of [
      await metrics({ remoteAddress: REMOTE }),
      await metrics({ remoteAddress: REMOTE, headers: { authorization: 'Bearer not-the-token-at-all-xx' } }),
      await metrics({ headers: { 'x-forwarded-for': REMOTE } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ isSuccess: false, messages: [{ message: texts.operations.metricsRefused, messageType: 'Error' }] });
    }
  });

  it('answers a remote caller with the token', async () => {
    const res = await metrics({ remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('wattle_db_pool_max');
  });
});

describe('liveness and readiness', () => {
  it('a draining server is alive but not ready', async () => {
    const other = await createTestApp();
    expect((await other.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    startDraining(other.app);
    const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().messages[0].message).toBe(texts.operations.draining);
    expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    await other.close();
  });

  it('a server without its database is alive but not ready', async () => {
    const other = await createTestApp();
    await other.database.close();
    const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().messages[0].message).toBe(texts.operations.databaseUnreachable);
    expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await other.app.close();
  });
});
