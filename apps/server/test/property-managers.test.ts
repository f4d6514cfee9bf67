import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type AssignedBuilding, type PropertyManager } from '@wattle/contract';
import { auditLog, networkNodes, propertyManagerBuildings, users } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type Envelope = { isSuccess: boolean; messages: { message: string; messageType: string }[] };
type Caller = ReturnType<typeof as>;

let t: TestApp;
let scope: Scope;
let admin: Caller;

const PASSWORD = 'Manager123!';
const add = (caller: Caller, payload: unknown) => caller({ method: 'POST', url: '/api/property-manager/users', payload });
const managers = async (caller: Caller) => (await caller({ method: 'GET', url: '/api/property-manager/users' })).json<PropertyManager[]>();
const buildingsOf = async (caller: Caller, id: number) =>
  (await caller({ method: 'GET', url: `/api/property-manager/users/${id}/buildings` })).json<AssignedBuilding[]>();
const setBuildings = (caller: Caller, id: number | string, payload: unknown) =>
  caller({ method: 'POST', url: `/api/property-manager/users/${id}/buildings`, payload });
const userCount = async () => (await t.database.db.select({ id: users.id }).from(users)).length;

async function newManager(email: string) {
  expect((await add(admin, { firstName: 'Pat', lastName: email.split('@')[0], emailAddress: email, password: PASSWORD })).statusCode).toBe(200);
  return (await managers(admin)).find((m) => m.email === email)!;
}

beforeAll(async () => {
  t = await createTestApp();
  scope = await adminScope(t.database);
  admin = as(t.app, await login(t.app));
  await t.database.db.insert(networkNodes).values([
    { ...scope, buildingCode: 'PMA', description: 'Acacia Apartments' },
    { ...scope, buildingCode: 'PMB', description: 'Banksia Court' },
    { ...scope, buildingCode: 'PMC', description: 'Cedar Towers' },
  ]);
});
afterAll(() => t.close());

describe('POST and GET /property-manager/users', () => {
  it('adds a property manager who signs in with the email address as a ReadOnly user, and lists them', async () => {
    const res = await add(admin, { firstName: 'Robin', lastName: 'Reyes', emailAddress: 'Robin.Reyes@example.com', password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope>().messages[0]).toEqual({ message: texts.propertyManagers.added('Robin Reyes'), messageType: 'Success' });
    expect(await managers(admin)).toContainEqual(expect.objectContaining({ name: 'Robin Reyes', email: 'Robin.Reyes@example.com' }));
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'robin.reyes@example.com'));
    expect(row).toMatchObject({ isPropertyManager: true, userRoles: 'ReadOnly', companyId: scope.companyId });
    await login(t.app, 'robin.reyes@example.com', PASSWORD);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'propertyManager.add'));
    expect(entry?.entityId).toBe(String(row!.id));
  });

  it('refuses a missing or bad field (400) and a taken address (409), adding nobody', async () => {
    const before = await userCount();
    const good = { firstName: 'Sam', lastName: 'Stone', emailAddress: 'sam.stone@example.com', password: PASSWORD };
    const cases: [object, string][] = [
      [{ ...good, firstName: ' ' }, texts.propertyManagers.firstNameRequired],
      [{ ...good, lastName: '' }, texts.propertyManagers.lastNameRequired],
      [{ ...good, emailAddress: 'not-an-address' }, texts.propertyManagers.emailInvalid],
      [{ ...good, password: 'short' }, 'password'],
      [{ ...good, password: 'Welcome1' }, texts.reset.passwordCommon],
      [{ firstName: 'Sam' }, 'lastName'],
    ];
    for (const [payload, message] of cases) {
      const res = await add(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Envelope>().isSuccess).toBe(false);
      expect(
        res
          .json<Envelope>()
          .messages.map((m) => m.message)
          .join(' '),
      ).toContain(message);
    }
    const taken = await add(admin, { ...good, emailAddress: 'ROBIN.REYES@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Envelope>().messages[0]!.message).toBe(texts.propertyManagers.emailTaken);
    expect(await userCount()).toBe(before);
  });
});

describe('/property-manager/users/{id}/buildings', () => {
  it('assigns exactly the buildings named, and lists them by code', async () => {
    const manager = await newManager('lee@example.com');
    expect(await buildingsOf(admin, manager.id)).toEqual([]);
    const res = await setBuildings(admin, manager.id, ['PMB', 'PMA']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope>().messages[0]!.message).toBe(texts.propertyManagers.buildingsUpdated);
    expect((await buildingsOf(admin, manager.id)).map((b) => [b.buildingCode, b.buildingDescription])).toEqual([
      ['PMA', 'Acacia Apartments'],
      ['PMB', 'Banksia Court'],
    ]);
    // Unlinking PMA and adding PMC: the list sent is the new whole.
    await setBuildings(admin, manager.id, ['PMB', 'PMC']);
    expect((await buildingsOf(admin, manager.id)).map((b) => b.buildingCode)).toEqual(['PMB', 'PMC']);
  });

  it('refuses unknown codes and bad input with a 400, changing nothing; 404 for a user who is no property manager', async () => {
    const manager = await newManager('kim@example.com');
    await setBuildings(admin, manager.id, ['PMA']);
    for (const payload of [['PMA', 'NOPE'], [7], [''], {}]) {
      const res = await setBuildings(admin, manager.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Envelope>().isSuccess).toBe(false);
    }
    expect((await setBuildings(admin, manager.id, ['PMA', 'NOPE'])).json<Envelope>().messages[0]!.message).toBe(
      texts.propertyManagers.unknownBuildings('NOPE'),
    );
    expect((await buildingsOf(admin, manager.id)).map((b) => b.buildingCode)).toEqual(['PMA']);
    expect((await setBuildings(admin, 'x', ['PMA'])).statusCode).toBe(400);
    const [self] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    expect((await admin({ method: 'GET', url: `/api/property-manager/users/${self!.id}/buildings` })).statusCode).toBe(404);
    expect((await setBuildings(admin, self!.id, ['PMA'])).statusCode).toBe(404);
  });
});

describe('DELETE /property-manager/users/{id}', () => {
  it('deletes the manager with their assignments; a second delete is a 404', async () => {
    const manager = await newManager('drew@example.com');
    await setBuildings(admin, manager.id, ['PMA', 'PMB']);
    const res = await admin({ method: 'DELETE', url: `/api/property-manager/users/${manager.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().messages[0]!.message).toBe(texts.propertyManagers.deleted(manager.name));
    expect((await managers(admin)).map((m) => m.id)).not.toContain(manager.id);
    expect(await t.database.db.select().from(propertyManagerBuildings).where(eq(propertyManagerBuildings.userId, manager.id))).toEqual([]);
    expect((await admin({ method: 'DELETE', url: `/api/property-manager/users/${manager.id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: '/api/property-manager/users/abc' })).statusCode).toBe(400);
  });
});

describe('another company and the roles', () => {
  it('answers 404 for another company’s property manager, whose list holds none of ours', async () => {
    const manager = await newManager('ash@example.com');
    const { username } = await createTenant(t.database, 'MANAGERSCO');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    expect((await managers(other)).map((m) => m.id)).not.toContain(manager.id);
    expect((await other({ method: 'GET', url: `/api/property-manager/users/${manager.id}/buildings` })).statusCode).toBe(404);
    expect((await setBuildings(other, manager.id, [])).statusCode).toBe(404);
    expect((await other({ method: 'DELETE', url: `/api/property-manager/users/${manager.id}` })).statusCode).toBe(404);
    expect((await managers(admin)).map((m) => m.id)).toContain(manager.id);
  });

  it('keeps every call for administrators: DEVELOPER, staff and ReadOnly are refused (403)', async () => {
    const manager = await newManager('jo@example.com');
    const before = await userCount();
    for (const roles of ['DEVELOPER', '', 'ReadOnly', 'ADMIN,ReadOnly']) {
      const caller = as(
        t.app,
        await login(t.app, await createUser(t.database, scope.companyId, `pm-${roles || 'staff'}`.replace(',', '-').toLowerCase(), roles), FIXTURE_PASSWORD),
      );
      const writes = [
        await add(caller, { firstName: 'No', lastName: 'One', emailAddress: `no-${roles}@example.com`, password: PASSWORD }),
        await setBuildings(caller, manager.id, ['PMA']),
        await caller({ method: 'DELETE', url: `/api/property-manager/users/${manager.id}` }),
      ];
      expect(
        writes.map((r) => r.statusCode),
        roles,
      ).toEqual([403, 403, 403]);
      const read = await caller({ method: 'GET', url: '/api/property-manager/users' });
      expect(read.statusCode, roles).toBe(roles === 'ADMIN,ReadOnly' ? 200 : 403);
    }
    expect(await userCount()).toBe(before + 4);
    expect(await buildingsOf(admin, manager.id)).toEqual([]);
  });
});
