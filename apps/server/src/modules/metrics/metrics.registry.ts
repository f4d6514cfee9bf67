import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { activeBillRuns, queueDepths, type QueueDepth } from './metrics.repository';

type BillRunProgress = Awaited<ReturnType<typeof activeBillRuns>>[number];

/** The registry collects every metric at once: gauges that share a read wait on the same one. */
function oneReadPerScrape<T>(read: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= read().finally(() => (pending = null));
    return pending;
  };
}

/** Request latency buckets (seconds): the reads aim at 10 ms on PostgreSQL and 50 ms on PGlite. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One registry per server (tests build many in one process): Node's own figures (event-loop lag,
 * memory, CPU) and Wattle's, the database-backed ones read when scraped.
 */
export function createMetrics(app: FastifyInstance, database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'wattle_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, per route.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });

  const queues = oneReadPerScrape(() => queueDepths(database.db));
  const queueGauge = (name: string, help: string, value: (queue: QueueDepth) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const queue of await queues()) this.set({ queue: queue.name }, value(queue));
      },
    });
  queueGauge('wattle_job_queue_depth', 'Jobs waiting per pg-boss queue.', (queue) => queue.queued);
  queueGauge('wattle_job_queue_active', 'Jobs being worked on per pg-boss queue.', (queue) => queue.active);
  queueGauge('wattle_job_queue_oldest_seconds', 'How long the oldest waiting job of each pg-boss queue has waited.', (queue) => queue.oldest_seconds);

  const runs = oneReadPerScrape(() => activeBillRuns(database.db));
  const runGauge = (name: string, help: string, value: (run: BillRunProgress) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['company', 'dataset', 'bill_run'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const run of await runs()) this.set({ company: run.company, dataset: run.dataset, bill_run: run.runId }, value(run));
      },
    });
  runGauge('wattle_bill_run_accounts_total', 'Accounts each queued or running bill run bills.', (run) => run.accountsTotal);
  runGauge('wattle_bill_run_accounts_done', 'Accounts billed so far by each queued or running bill run.', (run) => run.accountsDone);

  new Gauge({
    name: 'wattle_db_pool_max',
    help: 'Database connections this server may open (PGlite: one, in process).',
    registers: [registry],
    collect() {
      this.set(database.pool?.options.max ?? 1);
    },
  });
  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'wattle_db_pool_connections',
      help: 'PostgreSQL pool: connections open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  return registry;
}
