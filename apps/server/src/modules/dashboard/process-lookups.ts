import type { ProcessItem } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { lookupValues } from '../lookups/lookups.service';
import type { BoundView } from './process-catalog';

/**
 * The rows with each coded column (ColumnSpec.lookup) shown as its lookup's description
 * (DIRECT_DEBIT → Direct debit, FINAL_NOTICE → Final Notice), the text the same code has on every
 * other screen; a code the lookup does not know stays as it is.
 */
export async function describeCodes(tx: Tx, view: BoundView, items: ProcessItem[]): Promise<ProcessItem[]> {
  if (items.length === 0) return items;
  for (const { spec } of view.columns) {
    if (!spec.lookup) continue;
    const descriptions = new Map(((await lookupValues(tx, spec.lookup, {})) ?? []).map((v) => [String(v.value), v.display]));
    for (const item of items) {
      const code = item[spec.field];
      if (code !== null && code !== undefined) item[spec.field] = descriptions.get(String(code)) ?? code;
    }
  }
  return items;
}
