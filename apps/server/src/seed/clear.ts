import type { Db, Tx } from '../db/client';
import { lit, rows, run } from './demo/context';
import { parentsFirst, schemaTables } from './dataset-tables';
import type { SeedScope } from './reference';

/**
 * Removes every row of one company's dataset (live or demo), reference data included. Tables that
 * hold nothing of any other company or dataset are truncated (fast at millions of rows); the rest
 * are deleted from, children first.
 */
export async function clearDataset(tx: Tx | Db, scope: SeedScope) {
  const all = schemaTables();
  const tables = parentsFirst(all.filter((t) => t.scope === 'dataset'));
  const ctx = { tx };
  const mine = `${scope.companyId}, ${lit(scope.dataset)}`;

  const exclusive = new Set<string>();
  for (const t of tables) {
    const [probe] = await rows<{ only_mine: boolean | null }>(
      ctx,
      `SELECT coalesce((SELECT (company_id, dataset) = (${mine}) FROM "${t.name}" ORDER BY company_id, dataset LIMIT 1)
                   AND (SELECT (company_id, dataset) = (${mine}) FROM "${t.name}" ORDER BY company_id DESC, dataset DESC LIMIT 1), true) AS only_mine`,
    );
    if (probe?.only_mine) exclusive.add(t.name);
  }
  // A table can be truncated only together with every table that references it.
  let changed = true;
  while (changed) {
    changed = false;
    for (const name of exclusive) {
      if (all.some((t) => t.references.includes(name) && t.name !== name && !exclusive.has(t.name))) {
        exclusive.delete(name);
        changed = true;
      }
    }
  }
  // Issued invoices refuse deletes but for a dataset being cleared (migration 0026).
  await run(ctx, `SELECT set_config('wattle.clearing_dataset', 'on', true)`);
  if (exclusive.size) await run(ctx, `TRUNCATE ${[...exclusive].map((n) => `"${n}"`).join(', ')}`);
  for (const t of [...tables].reverse()) {
    if (!exclusive.has(t.name)) await run(ctx, `DELETE FROM "${t.name}" WHERE company_id = ${scope.companyId} AND dataset = ${lit(scope.dataset)}`);
  }
}
