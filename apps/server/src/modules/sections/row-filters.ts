import { eq, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { texts } from '@wattle/contract';
import { badRequest } from '../../lib/errors';
import { toColumnValue } from './column-values';
import type { RowFilter } from './section-spec';

const INTEGER_KEY = /^\d{1,10}$/;

const isColumn = (filter: RowFilter): filter is AnyPgColumn => is(filter, PgColumn);

/** The column a filter sets on new rows. */
export const filterColumn = (filter: RowFilter): AnyPgColumn => (isColumn(filter) ? filter : filter.column);

/** An identifier or parent key as the value it is compared with; a malformed one is a 400. */
export function filterValue(filter: RowFilter, raw: number | string): number | string {
  if (isColumn(filter)) {
    const value = toColumnValue(filter, String(raw));
    if (value === undefined || value === null || typeof value === 'boolean') throw badRequest(texts.sections.badKey);
    return value;
  }
  // Subquery filters compare with row ids.
  if (!INTEGER_KEY.test(String(raw))) throw badRequest(texts.sections.badKey);
  return Number(raw);
}

/** Rows that belong: the column equals the value, or is among the subquery's values. */
export function filterCondition(filter: RowFilter, value: number | string): SQL {
  return isColumn(filter) ? eq(filter, value) : sql`${filter.column} in (${filter.values(value)})`;
}

/** What a new row stores in the filter's column. */
export function filterInsertValue(filter: RowFilter, value: number | string): unknown {
  return isColumn(filter) ? value : sql`(${filter.values(value)} limit 1)`;
}
