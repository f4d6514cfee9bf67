import { sql, type SQL } from 'drizzle-orm';
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
