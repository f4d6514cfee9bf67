/**
 * npm run seed -- --customers 1000000 [--company ACME] [--dataset demo|live] [--seed 1]
 *
 * Replaces one company's dataset (demo by default) with reference data and N generated customers,
 * on the store the server uses (DATABASE_URL, else PGlite in DATA_DIR; stop the server first when
 * it runs on PGlite), and prints how long each step took.
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { DATASETS, type Dataset } from '@wattle/contract';
import { loadConfig } from '../config';
import { createFileStore } from '../lib/files/index';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { companies } from '../db/schema/index';
import { ensureBootstrap } from './bootstrap';
import { clearDataset } from './clear';
import { generateDemoData, type StepTiming } from './demo/index';
import { storeDemoPhotos } from './demo/photos';
import { seedReferenceData } from './reference';

const { values } = parseArgs({
  options: {
    customers: { type: 'string' },
    company: { type: 'string' },
    dataset: { type: 'string', default: 'demo' },
    seed: { type: 'string', default: '1' },
  },
});

const config = loadConfig({ ...process.env, DEMO_CUSTOMERS: '0' });
const customers = Number(values.customers ?? process.env.DEMO_CUSTOMERS ?? 2000);
const seed = Number(values.seed);
const dataset = values.dataset as Dataset;
const companyCode = values.company ?? config.companyCode;
if (!Number.isInteger(customers) || customers < 0) throw new Error('--customers must be a whole number (0 leaves reference data only)');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
if (!DATASETS.includes(dataset)) throw new Error(`--dataset must be one of ${DATASETS.join(', ')}`);

const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(8)} s`;
let mark = performance.now();
const print = (t: StepTiming) => {
  console.log(`${seconds(t.ms)}  ${t.step}`);
  mark = performance.now();
};

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  await ensureBootstrap(database, config, { info: (_obj: unknown, message?: string) => console.log(message ?? _obj) });
  const [company] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, companyCode));
  if (!company) throw new Error(`Company ${companyCode} does not exist.`);
  console.log(
    `Replacing the ${dataset} dataset of ${companyCode} with ${customers} customers on ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}`,
  );

  await database.db.transaction(async (tx) => {
    const timed = async (step: string, work: () => Promise<unknown>) => {
      const t = performance.now();
      await work();
      print({ step, ms: performance.now() - t });
    };
    await timed('clear the dataset', () => clearDataset(tx, { companyId: company.id, dataset }));
    await timed('reference data', () => seedReferenceData(tx, company.id, dataset));
    if (customers > 0) await generateDemoData(tx, { companyId: company.id, dataset, customers, seed }, print);
  });
  if (customers > 0) {
    const files = createFileStore(config, database.db);
    await storeDemoPhotos(files, { companyId: company.id, dataset });
    await files.close();
  }
  print({ step: 'commit', ms: performance.now() - mark });
  const t = performance.now();
  await database.db.execute(sql`ANALYZE`);
  print({ step: 'analyze', ms: performance.now() - t });
  console.log(`${seconds(performance.now() - started)}  total`);
} finally {
  await database.close();
}
