import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, usersEndpoints, type SectionConfig } from '@wattle/contract';
import { users } from '../src/db/schema/index';
import { startSmtpSink, waitFor } from './auth-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createUser, FIXTURE_PASSWORD } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'http://127.0.0.1:9' });
  admin = as(t.app, await login(t.app));
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const invite = (caller: ReturnType<typeof as>, body: Record<string, unknown>) =>
  caller({ method: 'POST', url: `/api${usersEndpoints.inviteStaff.path}`, payload: body });
const newcomer = (username: string) => ({
  firstName: 'Priya',
  lastName: 'Raman',
  emailAddress: `${username}@example.test`,
  username,
  roles: ['DEVELOPER', 'ReadOnly'],
});

/** The set-password link of an email as the sink received it (quoted-printable undone). */
function linkIn(raw: string): URL {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /http:\/\/127\.0\.0\.1:9\/reset-password\?[^\s]+/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return new URL(match[0]);
}

describe('an administrator adds a staff user', () => {
  it('emails an invitation whose single-use link sets the password, and the user signs in', async () => {
    const res = await invite(admin, newcomer('priya.raman'));
    expect(res.json()).toEqual({ isSuccess: true, messages: [{ message: texts.staff.invited('priya.raman'), messageType: 'Success' }] });
    const [stored] = await t.database.db.select().from(users).where(eq(users.username, 'priya.raman'));
    expect(stored).toMatchObject({
      firstName: 'Priya',
      lastName: 'Raman',
      emailAddress: 'priya.raman@example.test',
      userRoles: 'DEVELOPER,ReadOnly',
      isActive: true,
    });

    const mail = await waitFor(async () => sink.received.find((m) => m.to.includes('priya.raman@example.test')), 'the invitation at the sink');
    expect(mail.raw).toContain(`Subject: ${texts.staff.emailSubject}`);
    const link = linkIn(mail.raw);
    expect(link.searchParams.get('user')).toBe('priya.raman');

    const set = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        headers: { 'x-csrf': '1' },
        payload: { username: 'priya.raman', guid: link.searchParams.get('guid'), password },
      });
    expect((await set('Welcome123!')).statusCode).toBe(200);
    expect((await set('Another123!')).statusCode).toBe(400);
    const cookie = await login(t.app, 'priya.raman', 'Welcome123!');
    const settings = (await as(t.app, cookie)({ method: 'GET', url: '/api/users/settings' })).json<{ userRoles: string }>();
    expect(settings.userRoles).toBe('DEVELOPER,ReadOnly');
  });

  it("lists the new user on the USERS page with 'May Sign In' Y, and offers Add User to the administrator only", async () => {
    await invite(admin, newcomer('sam.okafor'));
    const config = async (caller: ReturnType<typeof as>) =>
      (await caller({ method: 'GET', url: '/api/display/sections?codes=USERS' })).json<{ sections: SectionConfig[] }>().sections[0]!;
    const section = await config(admin);
    expect(section.actions.map((a) => a.name)).toContain(texts.staff.addUser);
    const rows = (await admin({ method: 'GET', url: `/api/display/sections/${section.id}/data?parameters=%7B%7D&search=sam.okafor` })).json<{
      rows: { values: Record<string, string> }[];
    }>();
    expect(rows.rows.map((r) => [r.values.username, r.values.isActive])).toEqual([['sam.okafor', 'Y']]);
    const { companyId } = await adminScope(t.database);
    const developer = as(t.app, await login(t.app, await createUser(t.database, companyId, 'invite-developer', 'DEVELOPER'), FIXTURE_PASSWORD));
    expect((await config(developer)).actions.map((a) => a.name)).not.toContain(texts.staff.addUser);
    expect((await invite(developer, newcomer('not.added'))).statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'not.added'))).toEqual([]);
  });

  it('refuses a taken username, an unknown role and a bad email, adding nobody', async () => {
    const count = async () => (await t.database.db.select({ id: users.id }).from(users)).length;
    const before = await count();
    const taken = await invite(admin, { ...newcomer('x'), username: 'ADMIN' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ isSuccess: false, messages: [{ message: texts.staff.usernameTaken, messageType: 'Error' }] });
    expect((await invite(admin, { ...newcomer('role.bad'), roles: ['OWNER'] })).statusCode).toBe(400);
    const badEmail = await invite(admin, { ...newcomer('mail.bad'), emailAddress: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(JSON.stringify(badEmail.json())).toContain(texts.staff.emailInvalid);
    expect(await count()).toBe(before);
  });
});
