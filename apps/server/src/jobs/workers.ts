import type { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { defineJob, jobPolicy, markStarted, sendJob, type JobDefinition, type JobDeps } from './job';

/** Every minute: the jobs that unfinished rows call for and that no queue holds. */
const SWEEP_EVERY = '* * * * *';

/** Queues the job of every unfinished row of every definition (a job queued or running for its key is not sent twice). */
export async function sweep(deps: JobDeps, definitions: readonly JobDefinition[]): Promise<void> {
  for (const definition of definitions) {
    for (const data of (await definition.unfinished?.(deps)) ?? []) await sendJob(deps.database.db, definition, data);
  }
}

/**
 * Starts the jobs of every module in this server: each queue (`exclusive` when its jobs have a
 * key), its schedule when it runs on the clock, and its worker; then sweeps once, so work a stopped
 * server left queued or running starts again, and every minute after.
 */
export async function startJobs(boss: PgBoss, deps: JobDeps, definitions: readonly JobDefinition[], log: FastifyBaseLogger): Promise<void> {
  const policy = jobPolicy(deps.config);
  markStarted(deps.database, boss, policy);
  const sweeper = defineJob({ queue: 'jobs-sweep', every: SWEEP_EVERY, run: () => sweep(deps, definitions) });
  for (const definition of [...definitions, sweeper] as JobDefinition[]) {
    await createQueue(boss, definition.queue, definition.key ? 'exclusive' : 'standard');
    if (definition.every) await boss.schedule(definition.queue, definition.every, {}, policy);
    await work(boss, definition, deps, log);
  }
  await sweep(deps, definitions);
}

/**
 * Creates the queue, or makes it again when an older version made it with another policy: its jobs
 * are gone then, and the sweep right after queues again the work rows say is unfinished.
 */
async function createQueue(boss: PgBoss, name: string, policy: 'exclusive' | 'standard') {
  const existing = await boss.getQueue(name);
  if (existing && existing.policy === policy) return;
  if (existing) await boss.deleteQueue(name);
  await boss.createQueue(name, { policy });
}

function work(boss: PgBoss, definition: JobDefinition, deps: JobDeps, log: FastifyBaseLogger) {
  const options = definition.pollingIntervalSeconds ? { pollingIntervalSeconds: definition.pollingIntervalSeconds } : {};
  return boss.work<object>(definition.queue, options, async ([job]) => {
    if (!job) return;
    try {
      await definition.run(deps, job.data);
    } catch (error) {
      log.error({ err: error, queue: definition.queue, job: job.data }, 'a job failed; pg-boss retries it');
      throw error;
    }
  });
}
