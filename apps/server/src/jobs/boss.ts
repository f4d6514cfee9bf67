import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';

/**
 * Durable background work (bill runs, bulk sends, reports, scheduled jobs) on pg-boss queues,
 * in the same database on PGlite and on PostgreSQL, so work survives restarts and can be
 * shared by several server processes.
 */
export async function startBoss(database: Database, config: Pick<Config, 'jobSuperviseSeconds'>, log: FastifyBaseLogger): Promise<PgBoss> {
  const supervision = { superviseIntervalSeconds: config.jobSuperviseSeconds, monitorIntervalSeconds: config.jobSuperviseSeconds };
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: 'pgboss', ...supervision })
    : new PgBoss({ connectionString: database.connectionString!, schema: 'pgboss', ...supervision });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  await boss.start();
  return boss;
}
