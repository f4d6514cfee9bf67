import { defineJob } from './job';
import { purgeExpiredSessions } from '../modules/auth/session.repository';

/** The queue whose job, every hour, deletes the sessions past their absolute end. */
export const SESSION_PURGE_QUEUE = 'session-purge';
/** Hourly: an expired session is refused at once (auth plugin); the purge only keeps the table to the live ones. */
const EVERY_HOUR = '35 * * * *';

/** The hourly purge (docs/security.md "Sessions"). */
export const sessionPurgeJob = defineJob({
  queue: SESSION_PURGE_QUEUE,
  every: EVERY_HOUR,
  async run({ database }) {
    await purgeExpiredSessions(database.db);
  },
});
