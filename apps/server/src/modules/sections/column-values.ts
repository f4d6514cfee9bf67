import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isIsoDate, isIsoDateTime, NO, YES } from '@wattle/contract';

const INTEGER = /^-?\d{1,10}$/;
const DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;
const INT4_MAX = 2_147_483_647;

const INTEGER_COLUMNS = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgSmallSerial', 'PgBigInt53', 'PgBigSerial53']);
const DATE_COLUMNS = new Set(['PgDate', 'PgDateString']);
const TIMESTAMP_COLUMNS = new Set(['PgTimestamp', 'PgTimestampString']);

export type ColumnValue = string | number | boolean | null;

/**
 * API text → the value a column stores, or `undefined` when the text does not fit the column
 * (the caller turns that into a 400 message). Empty text is null, except in a required text column.
 */
export function toColumnValue(column: AnyPgColumn, text: string | null): ColumnValue | undefined {
  const type = column.columnType;
  if (text === null || text.trim() === '') {
    if (column.notNull && (type === 'PgText' || type === 'PgVarchar')) return text ?? '';
    return null;
  }
  if (INTEGER_COLUMNS.has(type)) {
    if (!INTEGER.test(text)) return undefined;
    const n = Number(text);
    return type.startsWith('PgBig') || Math.abs(n) <= INT4_MAX ? n : undefined;
  }
  if (type === 'PgNumeric') return DECIMAL.test(text) ? text : undefined;
  if (type === 'PgBoolean') return text === YES ? true : text === NO ? false : undefined;
  if (DATE_COLUMNS.has(type)) return isIsoDate(text) ? text : undefined;
  if (TIMESTAMP_COLUMNS.has(type)) return isIsoDateTime(text) || isIsoDate(text) ? text : undefined;
  const allowed = column.enumValues;
  return allowed?.length && !allowed.includes(text) ? undefined : text;
}
