import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAMS, texts, type Notification } from '@wattle/contract';
import { CHANGE_NOTICE_BOUND_MS } from '../src/db/changes';
import { systemParameters } from '../src/db/schema/index';
import { SCOPE_CACHE } from '../src/db/tenancy';
import { SESSION_CACHE } from '../src/modules/auth/session-cache';
import { openDashboardContext, runAction, type DashboardContext } from './dashboard-context';
import { anotherServer, as, login, type TestApp } from './helpers';

// Caches keep entries far longer than the bound: only a change notice can make the second server see a change in time.
SESSION_CACHE.ttlMs = 60_000;
SCOPE_CACHE.ttlMs = 60_000;

/** Asks until `read` answers `expected`, for at most the change notices' bound; answers the last answer. */
async function within<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const until = performance.now() + CHANGE_NOTICE_BOUND_MS;
  let answer = await read();
  while (answer !== expected && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await read();
  }
  return answer;
}

// Two server processes need a database server; PGlite is one process's own store.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let ctx: DashboardContext;
  let second: TestApp;
  let onSecond: ReturnType<typeof as>;

  beforeAll(async () => {
    ctx = await openDashboardContext();
    second = await anotherServer(ctx.t, { DASHBOARD_COUNT_SECONDS: '60' });
    onSecond = as(second.app, await login(second.app));
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('a system parameter changed through one is seen by the other within the bound', async () => {
    const timeout = async () =>
      (await onSecond({ method: 'GET', url: '/api/users/system-parameters' }))
        .json<{ code: string; parameter: string }[]>()
        .find((p) => p.code === PARAMS.sessionIdleMinutes)?.parameter;
    const before = await timeout();
    expect(await timeout()).toBe(before);
    const changed = String(Number(before ?? 30) + 7);
    await ctx.t.database.db
      .update(systemParameters)
      .set({ parameter: changed })
      .where(
        and(eq(systemParameters.companyId, ctx.acme.companyId), eq(systemParameters.dataset, 'live'), eq(systemParameters.code, PARAMS.sessionIdleMinutes)),
      );
    expect(await within(timeout, changed)).toBe(changed);
  });

  it('a session ended through one is refused by the other within the bound', async () => {
    const cookie = await login(ctx.t.app);
    const settings = async () => (await second.app.inject({ method: 'GET', url: '/api/users/settings', headers: { cookie } })).statusCode;
    expect(await settings()).toBe(200);
    expect(await settings()).toBe(200);
    expect((await ctx.t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'x-csrf': '1' } })).statusCode).toBe(200);
    expect(await within(settings, 401)).toBe(401);
  });

  it("a dashboard action through one changes the other's card count within the bound", async () => {
    const cardCount = async () =>
      (await onSecond({ method: 'GET', url: '/api/dashboard/notifications' })).json<Notification[]>().find((c) => c.code === 'BILLEXCEPTIONS')?.value;
    expect(await cardCount()).toBe('3');
    const res = await runAction(ctx.acme, 'BILLEXCEPTIONS', 'APPROVE', [{ key_exception_id: ctx.acme.fixture.exceptions.open }]);
    expect(res.json()[0]).toEqual({ message: texts.dashboard.actionDone('Approve', 1), messageType: 'Success' });
    expect(await within(cardCount, '2')).toBe('2');
  });
});
