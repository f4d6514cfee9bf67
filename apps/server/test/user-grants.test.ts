import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, usersEndpoints, type SectionConfig, type SectionDataResponse } from '@wattle/contract';
import { mailOutbox, users } from '../src/db/schema/index';
import { lastOutboxMail } from './auth-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createUser, FIXTURE_PASSWORD } from './search-fixtures';
import { adminScope } from './sections-fixtures';

/**
 * Issue 23 item 7: an administrator gives only roles they hold (Add User and the USERS page), and a
 * changed email address is told to the old one. The caller is an ADMIN without DEVELOPER.
 */

type Caller = ReturnType<typeof as>;
let t: TestApp;
let admin: Caller;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyId } = await adminScope(t.database));
  admin = as(t.app, await login(t.app, await createUser(t.database, companyId, 'grants-admin', 'ADMIN'), FIXTURE_PASSWORD));
});
afterAll(() => t.close());

/** A staff user with the names and address the USERS page requires. */
async function staffUser(username: string, roles: string) {
  await createUser(t.database, companyId, username, roles);
  await t.database.db
    .update(users)
    .set({ firstName: 'Mo', lastName: 'Ver', emailAddress: `old.${username}@example.test` })
    .where(eq(users.username, username));
}

const userRow = async (username: string) => (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
const messages = (body: string) => (JSON.parse(body) as { messages: { message: string }[] }).messages.map((m) => m.message);

async function usersSection() {
  return (await admin({ method: 'GET', url: '/api/display/sections?codes=USERS' })).json<{ sections: SectionConfig[] }>().sections[0]!;
}

/** Saves the USERS row of `username` with the values given, as the administrator. */
async function saveUser(username: string, values: Record<string, string>) {
  const section = await usersSection();
  const data = (await admin({ method: 'GET', url: `/api/display/sections/${section.id}/data?search=${username}` })).json<SectionDataResponse>();
  const row = data.rows.find((r) => r.values.username === username)!;
  const fields: Record<string, string | null | undefined> = { ...row.values, ...values, id: row.key };
  return admin({
    method: 'POST',
    url: `/api/display/sections/${section.id}/data?parameters=%7B%7D`,
    payload: {
      sectionControlType: section.sectionControlType,
      items: [
        {
          fields: ['id', 'firstName', 'lastName', 'emailAddress', 'userRoles', 'isActive'].map((name) => ({ name, value: fields[name] ?? null })),
          version: row.version,
        },
      ],
    },
  });
}

const invite = (username: string, roles: string[]) =>
  admin({
    method: 'POST',
    url: `/api${usersEndpoints.inviteStaff.path}`,
    payload: { firstName: 'Grace', lastName: 'Hopper', emailAddress: `${username}@example.test`, username, roles },
  });

describe('an administrator gives only the roles they hold', () => {
  it('refuses to invite a user with a role the administrator lacks, adding nobody; ReadOnly and ADMIN may be given', async () => {
    const refused = await invite('grants-developer', ['DEVELOPER']);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)).toEqual([texts.staff.rolesNotHeld(['DEVELOPER'])]);
    expect(await userRow('grants-developer')).toBeUndefined();
    expect((await invite('grants-reader', ['ADMIN', 'ReadOnly'])).statusCode).toBe(200);
    expect((await userRow('grants-reader'))?.userRoles).toBe('ADMIN,ReadOnly');
  });

  it('refuses to add a role the administrator lacks on the USERS page, but keeps one the user already had', async () => {
    await staffUser('grants-clerk', '');
    const raised = await saveUser('grants-clerk', { userRoles: 'DEVELOPER' });
    expect(raised.statusCode).toBe(400);
    expect(messages(raised.body)).toEqual([texts.staff.rolesNotHeld(['DEVELOPER'])]);
    expect((await userRow('grants-clerk'))?.userRoles).toBe('');

    await staffUser('grants-dev', 'DEVELOPER');
    const renamed = await saveUser('grants-dev', { firstName: 'Ada', userRoles: 'DEVELOPER,ReadOnly' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await userRow('grants-dev')).toMatchObject({ firstName: 'Ada', userRoles: 'DEVELOPER,ReadOnly' });
  });
});

describe('a changed email address', () => {
  it('is told to the old address once the change is saved, and not when the address stays', async () => {
    await staffUser('grants-mover', '');
    expect((await saveUser('grants-mover', { lastName: 'Vere' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'old.grants-mover@example.test'))).toEqual([]);

    expect((await saveUser('grants-mover', { emailAddress: 'new.mover@example.test' })).statusCode).toBe(200);
    const mail = await lastOutboxMail(t, 'old.grants-mover@example.test');
    expect(mail.subject).toBe(texts.staff.emailChangedSubject);
    expect(mail.text).toBe(texts.staff.emailChangedBody('Mo Vere', 'grants-mover', 'new.mover@example.test'));
  });
});
