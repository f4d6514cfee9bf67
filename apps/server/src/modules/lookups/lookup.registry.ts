import type { LookupParameters, LookupValue } from '@wattle/contract';
import type { Tx } from '../../db/client';

/** Answers a lookup's values for the session's company and dataset (the transaction is scoped). */
export type LookupProvider = (tx: Tx, parameters: LookupParameters) => Promise<LookupValue[]>;

const providers = new Map<string, LookupProvider>();

/**
 * Lookups by code (GET /api/lookups/{code}/values, wizard and section re-validation). A module adds
 * the lookups it owns with `registerLookup` in its own `*.lookups.ts`, imported by lookups/index.ts.
 */
export function registerLookup(code: string, provider: LookupProvider) {
  if (providers.has(code)) throw new Error(`lookup ${code} registered twice`);
  providers.set(code, provider);
}

export const findLookup = (code: string): LookupProvider | undefined => providers.get(code);
