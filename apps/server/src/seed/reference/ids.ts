import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import type { SeedScope } from '../reference';

type CodedTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; dataset: AnyPgColumn };

/** The ids of a dataset's rows by their code column, as a lookup that refuses unknown codes. */
export async function idsByCode(tx: Tx | Db, table: CodedTable, codeColumn: AnyPgColumn, scope: SeedScope) {
  const rows = (await tx
    .select({ id: table.id, code: codeColumn })
    .from(table)
    .where(and(eq(table.companyId, scope.companyId), eq(table.dataset, scope.dataset)))) as { id: number; code: string }[];
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return (code: string) => {
    const found = byCode.get(code);
    if (found === undefined) throw new Error(`reference code ${code} is missing`);
    return found;
  };
}
