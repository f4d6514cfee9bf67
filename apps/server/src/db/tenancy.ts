import { DATASETS, type Dataset } from '@wattle/contract';
import { transactionWith, type Db, type Tx } from './client';

export interface Scope {
  companyId: number;
  dataset: Dataset;
}

/**
 * Runs `work` in a transaction confined to one company's dataset by row-level security.
 * The only way request code reaches tenant data; see schema/_tenancy.ts.
 */
export async function withScope<T>(db: Db, scope: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transactionWith(db, scopeSetup(scope), work);
}

/**
 * The statement that confines a transaction: transaction-local settings read by the policies,
 * and the non-owner role. Sent as text together with `begin` (one round trip), so its two
 * values are checked here: a whole company number and a known dataset, nothing else.
 */
export function scopeSetup({ companyId, dataset }: Scope): string {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`invalid scope company: ${String(companyId)}`);
  if (!DATASETS.includes(dataset)) throw new Error(`invalid scope dataset: ${String(dataset)}`);
  return `select set_config('app.company_id', '${companyId}', true), set_config('app.dataset', '${dataset}', true), set_config('role', 'wattle_app', true)`;
}
