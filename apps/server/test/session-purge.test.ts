import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index';
import { SESSION_PURGE_QUEUE, sessionPurgeJob } from '../src/jobs/session-purge';
import { hashSecret } from '../src/lib/secrets';
import { createUser, credentials, get, post, sessionCookie } from './auth-fixtures';
import { createTestApp, startTestJobs, type TestApp } from './helpers';

/** Issue 23 item 10 part 1: sessions past their absolute end are deleted by an hourly pg-boss job. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionIdOf = (cookie: string) => hashSecret(cookie.split('=')[1]!);
const sessionRow = async (cookie: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(cookie)))
  )[0];

describe('the session purge', () => {
  it('is scheduled hourly and, worked from its queue, deletes the expired sessions and keeps the live ones', async () => {
    const expired = sessionCookie(await post(t, '/api/login', credentials(await createUser(t))));
    const live = sessionCookie(await post(t, '/api/login', credentials(await createUser(t))));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, sessionIdOf(expired)));

    const boss = await startTestJobs(t, [sessionPurgeJob]);
    try {
      expect((await boss.getSchedules()).map((s) => [s.name, s.cron])).toContainEqual([SESSION_PURGE_QUEUE, '35 * * * *']);
      await boss.send(SESSION_PURGE_QUEUE);
      const deadline = Date.now() + 30_000;
      while ((await sessionRow(expired)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    } finally {
      await boss.stop({ graceful: true, timeout: 5000 });
    }
    expect(await sessionRow(expired)).toBeUndefined();
    expect(await sessionRow(live)).toBeDefined();
    expect((await get(t, '/api/users/settings', live)).statusCode).toBe(200);
  });
});
