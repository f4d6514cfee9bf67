import { sql } from 'drizzle-orm';
import type { Dataset } from '@wattle/contract';
import type { Db, Tx } from './client';

export interface Scope {
  companyId: number;
  dataset: Dataset;
}

/**
 * Runs `work` in a transaction confined to one company's dataset by row-level security.
 * The only way request code reaches tenant data; see schema/_tenancy.ts.
 */
export async function withScope<T>(db: Db, scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.company_id', ${String(scope.companyId)}, true),
                 set_config('app.dataset', ${scope.dataset}, true),
                 set_config('role', 'wattle_app', true)`,
    );
    return work(tx);
  });
}
