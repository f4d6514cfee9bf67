import { sql } from 'drizzle-orm';
import { businessDate } from '../../lib/business-date';
import type { Db, Tx } from '../../db/client';
import { insertActivities } from './activities';
import { insertBilling, updateBalances } from './billing';
import { insertCareRegistrations, insertHardship, insertStatusesAndAlerts } from './care';
import { insertCustomerCharges, insertPaymentPlans, insertTreatments } from './collections';
import { DEMO_LIMITS, ID_BLOCKS, ID_TABLES, rows, run, type DemoContext, type DemoOptions, type IdBlock } from './context';
import { insertCorrespondence } from './correspondence';
import { createCustomerPlan, insertBuildings, insertCustomers, insertNumberCounters } from './customers';
import { insertDocuments } from './documents';
import { insertReads } from './reads';
import { insertGateMeters } from './gate-meters';
import { insertPricePlans, insertServices } from './services';

export type { DemoOptions } from './context';
/**
 * The cards of the whole dataset in one set-based refresh (migration 0012). For a large dataset
 * (DEMO_LIMITS.rebuildSearchIndexes) the table's secondary indexes are dropped first and built
 * afterwards in one pass each: keeping eleven indexes (seven of them trigram GIN) up to date row
 * by row was most of the time of a million-customer run. Dropping them locks search_entries until
 * the commit, which the command-line seed may do and a first start (2,000 customers) never does.
 */
async function insertSearchEntries(ctx: DemoContext) {
  const rebuild = ctx.n >= DEMO_LIMITS.rebuildSearchIndexes;
  const indexes = rebuild
    ? await rows<{ name: string; definition: string }>(
        ctx,
        `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         WHERE i.indrelid = 'search_entries'::regclass AND NOT i.indisunique AND NOT i.indisprimary ORDER BY c.relname`,
      )
    : [];
  if (rebuild) await run(ctx, `SET LOCAL maintenance_work_mem = '256MB'`);
  for (const index of indexes) await run(ctx, `DROP INDEX ${index.name}`);
  await run(ctx, `SELECT wattle_search_refresh(${ctx.companyId}, '${ctx.dataset}', NULL, NULL, NULL)`);
  for (const index of indexes) await run(ctx, index.definition);
  await run(ctx, 'ANALYZE search_entries');
}

interface DemoStep {
  name: string;
  run(ctx: DemoContext): Promise<void>;
}

/** The generator, step by step; each step is set-based SQL over the customer plan. */
const steps: DemoStep[] = [
  { name: 'buildings', run: insertBuildings },
  { name: 'customer plan', run: createCustomerPlan },
  { name: 'customers, contacts and accounts', run: insertCustomers },
  { name: 'number counters', run: insertNumberCounters },
  { name: 'price plans', run: insertPricePlans },
  { name: 'sites, utility accounts and meters', run: insertServices },
  { name: 'concessions, life support, family harm', run: insertCareRegistrations },
  // Before billing: each invoice's usage is the reads of its period.
  { name: 'meter reads and imports', run: insertReads },
  { name: 'invoices, payments and transactions', run: insertBilling },
  { name: 'payment plans', run: insertPaymentPlans },
  { name: 'balances', run: updateBalances },
  { name: 'hardship', run: insertHardship },
  { name: 'treatments', run: insertTreatments },
  { name: 'customer charges', run: insertCustomerCharges },
  { name: 'gate meters and building reconciliation', run: insertGateMeters },
  { name: 'activities and notes', run: insertActivities },
  { name: 'email and SMS requests', run: insertCorrespondence },
  { name: 'documents and posted mail', run: insertDocuments },
  { name: 'status chips and alerts', run: insertStatusesAndAlerts },
  { name: 'search entries', run: insertSearchEntries },
];

export interface StepTiming {
  step: string;
  ms: number;
}

/** Reserves `count` consecutive ids of a table's sequence and answers the first. */
async function reserveIds(tx: Tx | Db, table: string, count: number): Promise<number> {
  const [row] = await rows<{ first: number }>(
    { tx },
    `SELECT (setval(s, nextval(s) + ${count} - 1) - ${count} + 1)::integer AS first FROM pg_get_serial_sequence('${table}', 'id') s`,
  );
  return Number(row!.first);
}

/**
 * Fills one company's (empty) dataset with `customers` generated customers and everything around
 * them, deterministically from the seed. Runs in the caller's transaction; the search and balance
 * triggers are off for it (wattle.bulk_load) and both are rebuilt set-based at the end.
 */
export async function generateDemoData(tx: Tx | Db, options: DemoOptions, onStep?: (timing: StepTiming) => void): Promise<StepTiming[]> {
  if (!Number.isInteger(options.customers) || options.customers < 1) throw new Error('customers must be a positive whole number');
  if (options.seed !== undefined && !Number.isInteger(options.seed)) throw new Error('seed must be a whole number');
  if (options.asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.asOf)) throw new Error('asOf must be a date (YYYY-MM-DD)');
  await tx.execute(sql`select set_config('wattle.bulk_load', 'on', true)`);
  const base = {} as Record<IdBlock, number>;
  for (const block of Object.keys(ID_BLOCKS) as IdBlock[]) {
    base[block] = await reserveIds(tx, ID_TABLES[block], ID_BLOCKS[block](options.customers));
  }
  const ctx: DemoContext = {
    tx,
    companyId: options.companyId,
    dataset: options.dataset,
    n: options.customers,
    seed: options.seed ?? 1,
    asOf: options.asOf ?? (await businessDate(tx, { companyId: options.companyId, dataset: options.dataset })),
    base,
  };
  // Foreign keys are checked per row; a superuser (PGlite, a local PostgreSQL) may skip them for
  // the bulk load, which is trusted code whose referential integrity the seed test verifies.
  const [role] = await rows<{ superuser: boolean }>(ctx, `SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`);
  if (role?.superuser) await run(ctx, `SET LOCAL session_replication_role = replica`);
  const timings: StepTiming[] = [];
  for (const step of steps) {
    const started = performance.now();
    await step.run(ctx);
    const timing = { step: step.name, ms: Math.round(performance.now() - started) };
    timings.push(timing);
    onStep?.(timing);
  }
  await tx.execute(sql`select set_config('wattle.bulk_load', 'off', true)`);
  if (role?.superuser) await run(ctx, `SET LOCAL session_replication_role = origin`);
  return timings;
}
