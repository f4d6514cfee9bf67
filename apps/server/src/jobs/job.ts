import type { PgBoss, QueueOptions, SendOptions } from 'pg-boss';
import type { Config } from '../config';
import { afterCommit, type Database, type Db, type Tx } from '../db/client';
import type { FileStore } from '../lib/files/index';
import type { Mailer } from '../lib/mailer';

/** What a job's work may use: the database (it opens its own short, scoped transactions), files and mail; more work is queued with queueJob. */
export interface JobDeps {
  database: Database;
  files: FileStore;
  mailer: Mailer;
  config: Config;
}

/**
 * Background work of one kind (docs/ARCHITECTURE.md "Jobs"): its queue, its handler and, for work
 * recorded in rows of its own (a bill run, a bulk send), which of those rows are not finished.
 * Declared in a module's manifest; started by startJobs in every server with JOBS=on.
 */
export interface JobDefinition<Data extends object = object> {
  queue: string;
  /** One queued or running job per key (the queue's `exclusive` policy): the row the job works on. */
  key?(data: Data): string;
  /** Cron (UTC) for work that runs on the clock; such a job's data is `{}`. */
  every?: string;
  /** How often an idle worker asks for work (pg-boss's default is every 2 s). */
  pollingIntervalSeconds?: number;
  run(deps: JobDeps, data: Data): Promise<void>;
  /**
   * The jobs that should exist by the rows' status (QUEUED, RUNNING): the sweep queues them, so
   * work whose sending was lost (a server stopped between commit and send) still gets done.
   */
  unfinished?(deps: JobDeps): Promise<Data[]>;
}

export const defineJob = <Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> => definition;

/**
 * Every job's retry and liveness. A worker beats every half `heartbeatSeconds`; a job whose server
 * died stops beating, and the next supervision by any live server fails it into a retry that a
 * live server takes. Sent with each job, so no process's queue settings win over another's.
 */
export const jobPolicy = (config: Pick<Config, 'jobHeartbeatSeconds'>): QueueOptions => ({
  retryLimit: 5,
  retryDelay: 1,
  retryBackoff: true,
  heartbeatSeconds: config.jobHeartbeatSeconds,
});

/** The started job queue of each database this process serves (none: JOBS=off here). */
const queues = new WeakMap<Db, { boss: PgBoss; policy: QueueOptions }>();

export function markStarted(database: Database, boss: PgBoss, policy: QueueOptions): void {
  queues.set(database.db, { boss, policy });
  boss.once('stopped', () => {
    if (queues.get(database.db)?.boss === boss) queues.delete(database.db);
  });
}

/** Sends a job now; a job queued or running for the same key is not sent twice. */
export async function sendJob<Data extends object>(db: Db, definition: JobDefinition<Data>, data: Data): Promise<void> {
  const queue = queues.get(db);
  if (!queue) return;
  const options: SendOptions = { ...queue.policy, ...(definition.key ? { singletonKey: definition.key(data) } : {}) };
  await queue.boss.send(definition.queue, data, options);
}

/**
 * Queues a job once `tx` commits, so its worker finds the rows the job names: the one way work is
 * queued. Without a job queue in this process (JOBS=off), or when the send fails, the rows wait
 * QUEUED for the sweep of a server that runs jobs (jobs/workers.ts).
 */
export function queueJob<Data extends object>(tx: Tx, definition: JobDefinition<Data>, data: Data): void {
  afterCommit(tx, (db) => sendJob(db, definition, data).catch(() => undefined));
}
