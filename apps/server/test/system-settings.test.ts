import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayEditSystemSetting, PARAMS, texts, type SystemParameter } from '@wattle/contract';
import { CHANGE_NOTICE_BOUND_MS } from '../src/db/changes';
import { auditLog, systemParameters } from '../src/db/schema/index';
import { SCOPE_CACHE } from '../src/db/tenancy';
import { anotherServer, as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type Envelope = { isSuccess: boolean; messages: { message: string; messageType: string }[] };
type Caller = ReturnType<typeof as>;

let t: TestApp;
let scope: Scope;
let byRole: Record<'ADMIN' | 'DEVELOPER' | 'staff' | 'ReadOnly', Caller>;
let idOf: (code: string) => number;

const list = async (caller: Caller) => (await caller({ method: 'GET', url: '/api/system-settings' })).json<SystemParameter[]>();
const put = (caller: Caller, id: number | string, payload: unknown) => caller({ method: 'PUT', url: `/api/system-settings/${id}`, payload });
const valueOf = async (code: string) =>
  (
    await t.database.db
      .select({ parameter: systemParameters.parameter })
      .from(systemParameters)
      .where(eq(systemParameters.id, idOf(code)))
  )[0]!.parameter;

beforeAll(async () => {
  t = await createTestApp();
  scope = await adminScope(t.database);
  const rows = await t.database.db
    .select({ id: systemParameters.id, code: systemParameters.code })
    .from(systemParameters)
    .where(and(eq(systemParameters.companyId, scope.companyId), eq(systemParameters.dataset, 'live')));
  idOf = (code) => rows.find((r) => r.code === code)!.id;
  // A parameter kept from administrators: only developers see it.
  await t.database.db
    .update(systemParameters)
    .set({ userVisible: false })
    .where(eq(systemParameters.id, idOf(PARAMS.subscription)));
  const callerFor = async (roles: string) =>
    as(t.app, await login(t.app, await createUser(t.database, scope.companyId, `settings-${roles || 'staff'}`.toLowerCase(), roles), FIXTURE_PASSWORD));
  byRole = { ADMIN: await callerFor('ADMIN'), DEVELOPER: await callerFor('DEVELOPER'), staff: await callerFor(''), ReadOnly: await callerFor('ReadOnly') };
});
afterAll(() => t.close());

describe('GET /system-settings', () => {
  it('answers every parameter to a developer and the user-visible ones to an administrator, by category and code', async () => {
    const developer = await list(byRole.DEVELOPER);
    const admin = await list(byRole.ADMIN);
    expect(developer.map((p) => p.code)).toContain(PARAMS.subscription);
    expect(admin.map((p) => p.code)).not.toContain(PARAMS.subscription);
    expect(admin.map((p) => p.code)).toContain(PARAMS.timeZone);
    expect(developer.length).toBe(admin.length + 1);
    const order = developer.map((p) => `${p.parameterCategoryDescription}\u0000${p.code}`);
    expect(order).toEqual([...order].sort());
  });
});

describe('PUT /system-settings/{id}', () => {
  it('changes the value, audited, and the cached system parameters show it at once', async () => {
    const before = (await byRole.ADMIN({ method: 'GET', url: '/api/users/system-parameters' }))
      .json<SystemParameter[]>()
      .find((p) => p.code === PARAMS.timeZone);
    expect(before?.parameter).toBe('Australia/Sydney');
    const res = await put(byRole.ADMIN, idOf(PARAMS.timeZone), { parameter: ' Australia/Perth ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope>()).toEqual({ isSuccess: true, messages: [{ message: texts.settings.parameterUpdated, messageType: 'Success' }] });
    expect(await valueOf(PARAMS.timeZone)).toBe('Australia/Perth');
    const after = (await byRole.ADMIN({ method: 'GET', url: '/api/users/system-parameters' }))
      .json<SystemParameter[]>()
      .find((p) => p.code === PARAMS.timeZone);
    expect(after?.parameter).toBe('Australia/Perth');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'systemSettings.update'), eq(auditLog.entityId, String(idOf(PARAMS.timeZone)))));
    expect(entry?.newValues).toEqual({ code: PARAMS.timeZone, parameter: 'Australia/Perth' });
  });

  it('refuses a bad value or request with a 400 envelope and changes nothing', async () => {
    const cases: [string, unknown, string][] = [
      [PARAMS.netNodeLabel, { parameter: '  ' }, texts.settings.settingRequired],
      [PARAMS.sessionIdleMinutes, { parameter: 'ten' }, texts.sections.numberParameter],
      [PARAMS.timeZone, { parameter: 'Mars/Olympus' }, texts.systemSettings.badTimeZone],
      [PARAMS.dishonourFee, { parameter: '-5.00' }, texts.systemSettings.badFee],
      [PARAMS.dishonourFee, { parameter: '12.345' }, texts.systemSettings.badFee],
      [PARAMS.netNodeLabel, {}, 'parameter'],
      [PARAMS.netNodeLabel, { parameter: 7 }, 'parameter'],
      [PARAMS.netNodeLabel, { parameter: 'x'.repeat(501) }, 'parameter'],
    ];
    for (const [code, payload, message] of cases) {
      const before = await valueOf(code);
      const res = await put(byRole.DEVELOPER, idOf(code), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Envelope>().isSuccess).toBe(false);
      expect(res.json<Envelope>().messages[0]!.message).toContain(message);
      expect(await valueOf(code)).toBe(before);
    }
    const isLive = await valueOf(PARAMS.isLive);
    expect((await put(byRole.DEVELOPER, idOf(PARAMS.isLive), { parameter: 'yes' })).json<Envelope>().messages[0]!.message).toBe(
      texts.sections.booleanParameter,
    );
    expect(await valueOf(PARAMS.isLive)).toBe(isLive);
    expect((await put(byRole.DEVELOPER, 'x', { parameter: 'a' })).statusCode).toBe(400);
    // The dishonour fee is an amount, or blank for none (docs/payments.md "Dishonours").
    for (const fee of ['15.00', '']) {
      expect((await put(byRole.DEVELOPER, idOf(PARAMS.dishonourFee), { parameter: fee })).statusCode, fee).toBe(200);
      expect(await valueOf(PARAMS.dishonourFee)).toBe(fee);
    }
  });

  it('lets an administrator edit only the user-accessible parameters they see; a developer edits any', async () => {
    const refused = await put(byRole.ADMIN, idOf(PARAMS.isLive), { parameter: 'Y' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Envelope>().messages[0]!.message).toBe(texts.systemSettings.notEditable);
    expect((await put(byRole.ADMIN, idOf(PARAMS.subscription), { parameter: 'Gold' })).statusCode).toBe(404);
    expect((await put(byRole.DEVELOPER, idOf(PARAMS.subscription), { parameter: 'Gold' })).statusCode).toBe(200);
    expect(await valueOf(PARAMS.subscription)).toBe('Gold');
  });

  it('answers 404 for another company’s parameter, and lists only the caller’s company', async () => {
    const { username } = await createTenant(t.database, 'SETTINGSCO');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    const before = await valueOf(PARAMS.netNodeLabel);
    expect((await put(other, idOf(PARAMS.netNodeLabel), { parameter: 'Tower' })).statusCode).toBe(404);
    expect(await valueOf(PARAMS.netNodeLabel)).toBe(before);
    expect((await list(other)).map((p) => p.id)).not.toContain(idOf(PARAMS.netNodeLabel));
  });

  it('lets staff and ReadOnly users read what an administrator sees (spec 3 §6: Edit disabled) and refuses them a change (403)', async () => {
    const admin = (await list(byRole.ADMIN)).map((p) => p.code);
    for (const role of ['staff', 'ReadOnly'] as const) {
      const res = await byRole[role]({ method: 'GET', url: '/api/system-settings' });
      expect(res.statusCode, role).toBe(200);
      const seen = res.json<SystemParameter[]>();
      expect(
        seen.map((p) => p.code),
        role,
      ).toEqual(admin);
      expect(seen.every((p) => p.userVisible)).toBe(true);
      expect(
        seen.some((p) => mayEditSystemSetting([role], p)),
        role,
      ).toBe(false);
      expect((await put(byRole[role], idOf(PARAMS.netNodeLabel), { parameter: 'Tower' })).statusCode, role).toBe(403);
      // The policy refuses every change of theirs before any parameter is looked at.
      expect((await put(byRole[role], idOf(PARAMS.subscription), { parameter: 'X' })).statusCode, role).toBe(403);
    }
    const adminReadOnly = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'settings-admin-ro', 'ADMIN,ReadOnly'), FIXTURE_PASSWORD));
    expect((await adminReadOnly({ method: 'GET', url: '/api/system-settings' })).statusCode).toBe(200);
    expect((await put(adminReadOnly, idOf(PARAMS.netNodeLabel), { parameter: 'Tower' })).statusCode).toBe(403);
    expect(await valueOf(PARAMS.netNodeLabel)).toBe('Building');
  });
});

// Two server processes need a database server; PGlite is one process's own store.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a change through one server process', () => {
  it('reaches the other process’s cached system parameters within the change notices’ bound', async () => {
    const ttl = SCOPE_CACHE.ttlMs;
    SCOPE_CACHE.ttlMs = 60_000;
    const second = await anotherServer(t);
    try {
      const onSecond = as(second.app, await login(second.app));
      const label = async () =>
        (await onSecond({ method: 'GET', url: '/api/users/system-parameters' })).json<SystemParameter[]>().find((p) => p.code === PARAMS.netNodeLabel)
          ?.parameter;
      expect(await label()).toBe('Building');
      expect((await put(byRole.ADMIN, idOf(PARAMS.netNodeLabel), { parameter: 'Estate' })).statusCode).toBe(200);
      const until = performance.now() + CHANGE_NOTICE_BOUND_MS;
      let seen = await label();
      while (seen !== 'Estate' && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await label();
      }
      expect(seen).toBe('Estate');
    } finally {
      await second.close();
      SCOPE_CACHE.ttlMs = ttl;
    }
  });
});
