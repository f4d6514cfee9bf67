import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import { purgeExpiredSessions } from '../modules/auth/session.repository';

/** The queue whose job, every hour, deletes the sessions past their absolute end. */
export const SESSION_PURGE_QUEUE = 'session-purge';
/** Hourly: an expired session is refused at once (auth plugin); the purge only keeps the table to the live ones. */
const EVERY_HOUR = '35 * * * *';

/** Schedules the purge and works its queue (docs/security.md "Sessions"). */
export async function startSessionPurge(boss: PgBoss, database: Database): Promise<void> {
  await boss.createQueue(SESSION_PURGE_QUEUE);
  await boss.schedule(SESSION_PURGE_QUEUE, EVERY_HOUR);
  await boss.work(SESSION_PURGE_QUEUE, () => purgeExpiredSessions(database.db));
}
