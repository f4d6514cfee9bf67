import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Readiness gives up on a database that does not answer within this time. */
const DATABASE_CHECK_MS = 2_000;

/** Runs `select 1`: fails when the database does not answer. */
export const pingDatabase = async (db: Db) => {
  await db.execute(sql`select 1`);
};

/** Whether the database answers `select 1` within the readiness time. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS)));
  const check = pingDatabase(db).then(
    () => true,
    () => false,
  );
  const answered = await Promise.race([check, timeout]);
  clearTimeout(timer);
  return answered;
}
