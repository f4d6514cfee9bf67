import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index';
import { seedReferenceData } from '../src/seed/reference';
import { createUser, credentials, get, post, sessionCookie } from './auth-fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const [other] = await t.database.db.insert(companies).values({ code: 'OTHER', name: 'Other company', freeTrial: true }).returning({ id: companies.id });
  await seedReferenceData(t.database.db, other!.id, 'live');
});
afterAll(() => t.close());

describe('GET /api/users/settings', () => {
  it('shows the signed-in user’s own fields and second steps', async () => {
    const u = await createUser(t);
    const cookie = sessionCookie(await post(t, '/api/login', credentials(u)));
    expect((await get(t, '/api/users/settings', cookie)).json()).toEqual({
      username: u.username,
      displayName: expect.stringMatching(/^Test User/),
      firstName: 'Test',
      lastName: expect.stringMatching(/^User/),
      companyCode: 'ACME',
      emailAddress: u.email,
      userRoles: 'ADMIN',
      demoMode: false,
      freeTrial: false,
      mfaTotpEnabled: false,
      mfaEmailEnabled: false,
      accountingSignInLinked: false,
    });
  });
});

describe('GET /api/users/system-parameters', () => {
  it('lists only the session company’s parameters', async () => {
    const acme = await createUser(t);
    const other = await createUser(t, { companyCode: 'OTHER' });
    const acmeSession = sessionCookie(await post(t, '/api/login', credentials(acme)));
    const otherLogin = await post(t, '/api/login', credentials(other));
    expect(otherLogin.json().user).toMatchObject({ companyCode: 'OTHER', freeTrial: true });
    const acmeIds: number[] = (await get(t, '/api/users/system-parameters', acmeSession)).json().map((p: { id: number }) => p.id);
    const otherList = (await get(t, '/api/users/system-parameters', sessionCookie(otherLogin))).json();
    expect(otherList.map((p: { code: string }) => p.code)).toContain('DATE_FORMAT');
    expect(otherList.filter((p: { id: number }) => acmeIds.includes(p.id))).toEqual([]);
  });
});
