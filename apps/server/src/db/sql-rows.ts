import type { SQL } from 'drizzle-orm';
import type { Tx } from './client';

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
export async function sqlRows<T>(tx: Pick<Tx, 'execute'>, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
