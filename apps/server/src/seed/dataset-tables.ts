import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index';

export interface TableInfo {
  name: string;
  table: PgTable;
  /** Names of the tables its foreign keys point at. */
  references: string[];
  scope: 'dataset' | 'company' | 'global';
}

/** Every table of the schema with its tenancy (from its row-level security policy) and foreign keys. */
export function schemaTables(): TableInfo[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => {
      const config = getTableConfig(table);
      const policies = config.policies.map((p) => p.name);
      return {
        name: config.name,
        table,
        references: [...new Set(config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name))],
        scope: policies.includes('dataset_isolation') ? 'dataset' : policies.includes('company_isolation') ? 'company' : 'global',
      };
    });
}

/** Tables ordered so that every table comes after the tables it references (parents first). */
export function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const seen = new Set<string>();
  const visit = (t: TableInfo) => {
    if (seen.has(t.name)) return;
    seen.add(t.name);
    for (const ref of t.references) {
      const parent = byName.get(ref);
      if (parent && parent !== t) visit(parent);
    }
    ordered.push(t);
  };
  tables.forEach(visit);
  return ordered;
}
