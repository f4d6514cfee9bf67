import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { EVERY_INTERFACE, listenHost, LOOPBACK } from '../src/listen-host';
import { hashPassword } from '../src/modules/auth/password';
import { createTestApp, type TestApp } from './helpers';
import { testConfig } from './template';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the address the server listens on', () => {
  it('is loopback only while the administrator keeps the default password, every interface after, HOST always', async () => {
    const config = testConfig();
    expect(await listenHost(t.database.db, config)).toEqual({ host: LOOPBACK, defaultPassword: true });
    expect(await listenHost(t.database.db, testConfig({ HOST: '0.0.0.0' }))).toEqual({ host: '0.0.0.0', defaultPassword: false });
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Changed42pass') })
      .where(eq(users.username, config.admin.username));
    expect(await listenHost(t.database.db, config)).toEqual({ host: EVERY_INTERFACE, defaultPassword: false });
  });
});
