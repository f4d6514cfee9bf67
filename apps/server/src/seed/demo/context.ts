import { sql } from 'drizzle-orm';
import type { Dataset } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { LAST_RULE_CUSTOMER } from './rule-customers';

/**
 * What every demo step needs: the transaction, the dataset it fills, the size, and SQL builders
 * for deterministic choices. Randomness is wattle_rand(key, salt, m) (migration 0004), keyed by a
 * row's index within the generated data (never by a database id), so the same seed gives the
 * same data in any database.
 */
export interface DemoOptions {
  companyId: number;
  dataset: Dataset;
  customers: number;
  /** Seed of the pseudo-random choices (default 1). */
  seed?: number;
  /** The day the data is generated "as of" (YYYY-MM-DD; default today): reads end the day before. */
  asOf?: string;
}

/** Volumes beyond which only the first customers get full history (see docs/data-model.md). */
export const DEMO_LIMITS = {
  /**
   * Customers with 12 months of invoices (and the daily reads behind them), payments, documents,
   * posted mail and up to three activities; later ones get their last bill and at most one activity.
   */
  historyCustomers: 5000,
  /** Customers whose meters get reads at all (every one at the default size); later ones get none, to keep a million-customer dataset's size. */
  meteredCustomers: 20_000,
  /** Customers whose general power meters get interval (half-hourly) reads since the last billed month began. */
  intervalCustomers: 200,
  /** Meter-read imports waiting on the dashboard (with photos). */
  meterReadImports: 300,
  /** From this many customers the search entries' indexes are rebuilt after the load rather than kept up to date. */
  rebuildSearchIndexes: 50_000,
} as const;

export interface DemoContext {
  tx: Tx | Db;
  companyId: number;
  dataset: Dataset;
  n: number;
  seed: number;
  asOf: string;
  /** First id of each block reserved for explicitly numbered rows. */
  base: Record<IdBlock, number>;
}

/** Blocks of ids reserved up front, so steps can compute a row's id from its index without lookups. */
export const ID_BLOCKS = {
  buildings: (n: number) => buildingCount(n),
  parties: (n: number) => 2 * n,
  customers: (n: number) => n,
  accounts: (n: number) => n,
  /** Up to three sites (power, gas, water) and utility accounts per customer. */
  sites: (n: number) => 3 * n,
  utilityAccounts: (n: number) => 3 * n,
  /** A slot per kind of meter a customer may have (METER_SLOTS). */
  meters: (n: number) => METER_SLOT_COUNT * n,
  invoices: (n: number) => 12 * n,
  payments: (n: number) => 24 * n,
  activities: (n: number) => 3 * n,
  emails: (n: number) => 2 * n,
  documents: (n: number) => 3 * n,
} as const;
export type IdBlock = keyof typeof ID_BLOCKS;

/**
 * The meters a customer may have, each in its own slot of the customer's block of meter ids: the
 * site meters of power (a general meter, or the peak register on a register time-of-use plan), gas
 * and water, a controlled-load meter, the shoulder and off-peak registers of a register
 * time-of-use plan, and a solar export meter.
 */
export const METER_SLOTS = { power: 0, gas: 1, water: 2, controlled: 3, shoulder: 4, offPeak: 5, solar: 6 } as const;
const METER_SLOT_COUNT = 7;
/** SQL: the id of customer `i`'s meter in `slot`. */
export const meterId = (ctx: Pick<DemoContext, 'base'>, i: string, slot: number | string) => `${ctx.base.meters} + (${i} - 1) * ${METER_SLOT_COUNT} + ${slot}`;

/** Tables whose serial ids the blocks above come from. */
export const ID_TABLES: Record<IdBlock, string> = {
  buildings: 'network_nodes',
  parties: 'parties',
  customers: 'customers',
  accounts: 'customer_accounts',
  sites: 'sites',
  utilityAccounts: 'utility_accounts',
  meters: 'meters',
  invoices: 'invoices',
  payments: 'payments',
  activities: 'activities',
  emails: 'email_requests',
  documents: 'documents',
};

/** About 50 units a building, at least four buildings. */
export const buildingCount = (n: number) => Math.max(4, Math.ceil(n / 50));

/**
 * The building billed by "last night's bill run" (bootstrap.ts): its last building. The demo leaves
 * its active customers' last billing period unbilled (the pinned rule customers apart, whose last
 * period the rule tests read), so the run always has a whole period to bill and its drafts wait
 * for review, whatever the day of the month.
 */
export const reviewBuilding = (n: number) => buildingCount(n);

const BUILDING_CODE_PREFIX = 'BLD';
const BUILDING_CODE_DIGITS = 5;
/** Building b's code: BLD00001, BLD00002, … */
export const buildingCode = (b: number) => `${BUILDING_CODE_PREFIX}${String(b).padStart(BUILDING_CODE_DIGITS, '0')}`;
/** The same code in SQL, of the building number expression `b`. */
export const buildingCodeSql = (b: string) => `'${BUILDING_CODE_PREFIX}' || lpad(${b}::text, ${BUILDING_CODE_DIGITS}, '0')`;

/** SQL: whether demo customer `d` is one whose last billing period the demo leaves to last night's run. */
export const awaitsReviewRun = (n: number, d = 'd') => `(${d}.status = 'ACTIVE' AND ${d}.building = ${reviewBuilding(n)} AND ${d}.i > ${LAST_RULE_CUSTOMER})`;

/**
 * SQL: each customer's payment habit from its `payer` number (0–99, customers.ts): most pay every
 * invoice in full by its due date (now and then the latest payment is dishonoured); some pay late
 * (after the due date, with a late fee now and then); the ones behind have paid only part of their
 * latest past-due invoice or two, or stopped paying their latest one to three. Payment plans are
 * offered to those behind.
 */
export const payerHabit = {
  onTime: (payer: string) => `${payer} < 87`,
  late: (payer: string) => `${payer} BETWEEN 87 AND 89`,
  partly: (payer: string) => `${payer} BETWEEN 90 AND 95`,
  stopped: (payer: string) => `${payer} >= 96`,
  behind: (payer: string) => `${payer} >= 90`,
};

export const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const textArray = (items: readonly string[]) => `ARRAY[${items.map(lit).join(',')}]::text[]`;

export function sqlBuilders(ctx: Pick<DemoContext, 'seed' | 'companyId' | 'dataset' | 'asOf'>) {
  const rnd = (key: string, salt: number, m: number) => `wattle_rand((${key})::bigint, ${ctx.seed * 1000 + salt}, ${m})`;
  return {
    /** Deterministic integer in [0, m). */
    rnd,
    /** Deterministic pick from a list. */
    pick: (items: readonly string[], key: string, salt: number) => `(${textArray(items)})[1 + ${rnd(key, salt, items.length)}]`,
    /** The owner columns' values and a filter on them. */
    owner: `${ctx.companyId}, ${lit(ctx.dataset)}`,
    mine: (alias: string) => `${alias}.company_id = ${ctx.companyId} AND ${alias}.dataset = ${lit(ctx.dataset)}`,
    asOf: `${lit(ctx.asOf)}::date`,
  };
}

/** The first day of the month of `asOf`: billing periods end the day before it. */
export const billingMonth = (asOf: string) => `date_trunc('month', ${asOf})::date`;

/** The first day of the month before `asOf`'s: the last monthly billing period starts on it. */
export const lastBilledMonth = (asOf: string) => `(${billingMonth(asOf)} - interval '1 month')::date`;

export async function run(ctx: Pick<DemoContext, 'tx'>, statement: string) {
  await ctx.tx.execute(sql.raw(statement));
}

/**
 * Runs a statement that fills a table (INSERT INTO t / UPDATE t) and analyses the table, so the
 * next statements, and the foreign-key checks, plan with its real size.
 */
export async function load(ctx: Pick<DemoContext, 'tx'>, statement: string) {
  const table = /^\s*(?:INSERT INTO|UPDATE)\s+(\w+)/i.exec(statement)?.[1];
  if (!table) throw new Error(`not a loading statement: ${statement.slice(0, 60)}`);
  await run(ctx, statement);
  await run(ctx, `ANALYZE ${table}`);
}

/** A temporary table for the rest of the transaction, keyed and analysed so joins on it get good plans. */
export async function temp(ctx: Pick<DemoContext, 'tx'>, name: string, select: string, primaryKey?: string) {
  await run(ctx, `CREATE TEMP TABLE ${name} ON COMMIT DROP AS ${select}`);
  if (primaryKey) await run(ctx, `ALTER TABLE ${name} ADD PRIMARY KEY (${primaryKey})`);
  await run(ctx, `ANALYZE ${name}`);
}

export async function rows<T>(ctx: Pick<DemoContext, 'tx'>, statement: string): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
  const result = (await ctx.tx.execute(sql.raw(statement))) as unknown as { rows: T[] };
  return result.rows;
}
