import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export async function sqlRows<T>(tx: Pick<Tx, 'execute'>, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Ids as one int[] parameter (an array literal): a selection may name 100,000 accounts, more than
 * a statement's 65,535 parameters, and one parameter is far cheaper to build and plan than thousands.
 */
export const intArray = (ids: readonly number[] | undefined) => sql`${`{${(ids ?? []).join(',')}}`}::int[]`;

/** `column in (ids)` as one array parameter (intArray): for the batches of thousands of ids that bill runs select by. */
export const inIds = (column: PgColumn, ids: readonly number[]) => sql`${column} = any(${intArray(ids)})`;

type Step = () => unknown;

/**
 * Runs a transaction's queries one after another and answers their results as Promise.all would.
 * A transaction is one connection, which runs one query at a time: handing it several at once
 * (Promise.all) only queues them inside the driver, which node-postgres deprecates (pg 9 refuses
 * it). Each step is a function so that a query starts only when the one before has answered.
 */
export async function inTurn<const T extends readonly Step[]>(steps: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
