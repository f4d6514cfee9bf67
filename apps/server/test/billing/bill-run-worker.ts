/**
 * A separate process that works bill runs on the shared PostgreSQL database, as a server with jobs
 * on does (bill-run.job.ts), with small batches: the fault test kills it with SIGKILL mid-run.
 * Usage: node --import tsx bill-run-worker.ts <database url> <batch size>
 */
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../../src/db/client';
import { startBoss } from '../../src/jobs/boss';
import { startBillRunWorker } from '../../src/modules/billing/bill-run.job';

const [databaseUrl, batch] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
const log = { error: (...args: unknown[]) => console.error(...args) } as unknown as FastifyBaseLogger;
const boss = await startBoss(database, log);
await startBillRunWorker(boss, database, { batchSize: Number(batch) });
process.stdout.write('ready\n');
