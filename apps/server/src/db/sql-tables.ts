import { Column, getTableName, is, SQL, Table } from 'drizzle-orm';

/** The names of the tables a Drizzle SQL fragment names, through its nested fragments and columns. */
export function tablesOf(...fragments: SQL[]): string[] {
  const names = new Set<string>();
  const visit = (chunk: unknown): void => {
    if (is(chunk, SQL)) chunk.queryChunks.forEach(visit);
    else if (is(chunk, Table)) names.add(getTableName(chunk));
    else if (is(chunk, Column)) names.add(getTableName(chunk.table));
    else if (Array.isArray(chunk)) chunk.forEach(visit);
  };
  fragments.forEach(visit);
  return [...names].sort();
}
