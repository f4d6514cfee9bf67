import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isIsoDate, texts, type ColumnFormat, type EditType, type ProcessColumn } from '@wattle/contract';
import type { ColumnSpec, ValueType, ViewSpec } from './process-spec';

const FORMAT_OF: Record<ValueType, ColumnFormat> = {
  int: 'INT',
  text: 'TEXT',
  money: 'CURRENCY2',
  decimal: 'DECIMAL4',
  date: 'DATE',
  datetime: 'DATETIME',
};

const EDIT_TYPE_OF: Record<ValueType, EditType> = {
  int: 'numericedit',
  text: 'stringedit',
  money: 'numericedit',
  decimal: 'numericedit',
  date: 'datepickeredit',
  datetime: 'datepickeredit',
};

export const typeOf = (c: ColumnSpec): ValueType => c.type ?? 'text';

/** A timestamptz as ISO text in UTC (…Z), so every client reads the same instant. */
export const isoMoment = (v: SQL | AnyPgColumn): SQL => sql`to_char((${v}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The column's value as the JSON the API carries: numbers for int, decimal text for money, ISO text for dates. */
export function jsonValue(c: ColumnSpec): SQL {
  const v = c.value;
  switch (typeOf(c)) {
    case 'int':
      return sql`(${v})::bigint`;
    case 'date':
      return sql`to_char(${v}, 'YYYY-MM-DD')`;
    case 'datetime':
      return isoMoment(v);
    default:
      return sql`(${v})::text`;
  }
}

/** A text value cast back to the column's type, for keyset comparisons and writes. */
export function typedParam(type: ValueType, value: string | number): SQL {
  switch (type) {
    case 'int':
      return sql`${value}::bigint`;
    case 'money':
    case 'decimal':
      return sql`${value}::numeric`;
    case 'date':
      return sql`${value}::date`;
    case 'datetime':
      return sql`${value}::timestamptz`;
    default:
      return sql`${String(value)}::text`;
  }
}

/**
 * Whether the search box matches the column's text: set per column, else the shown text columns of
 * views without a customer. A view with a customer is searched by its customers' search cards
 * (process-query.ts), and only by the columns it marks searchable: testing every row's texts of a
 * queue of hundreds of thousands takes seconds.
 */
export const isSearchable = (c: ColumnSpec, view: ViewSpec) => c.searchable ?? (!hasCustomer(view) && typeOf(c) === 'text' && c.visible !== false);

/** Whether the view's rows are found by their customers' search cards. */
const hasCustomer = (view: ViewSpec) => Boolean(view.customer ?? view.customerAccount);

/** The spec's column properties (spec 2 §3) as stored and sent, from the code definition. */
export function columnConfig(c: ColumnSpec, keyField: string): ProcessColumn {
  return {
    headerText: c.headerText,
    field: c.field,
    visible: c.visible ?? true,
    allowEditing: Boolean(c.edit),
    format: c.format ?? FORMAT_OF[typeOf(c)],
    editType: c.edit?.editType ?? EDIT_TYPE_OF[typeOf(c)],
    template: c.template ?? (c.link ? 'link' : null),
    width: c.width ?? null,
    excel_only: c.excelOnly ?? false,
    icon: c.icon ?? null,
    tooltip: c.tooltip ?? null,
    searchIdColumnName: c.link?.idField ?? null,
    searchType: c.link?.context ?? null,
    isPrimaryKey: c.field === keyField,
    showTotal: c.showTotal ?? false,
    showOnCard: c.showOnCard ?? false,
  };
}

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
const INT = /^-?\d{1,9}$/;

/** Whether a text can be cast to the type (a bad value must be a 400, never a database error). */
export function fitsType(type: ValueType, value: string): boolean {
  switch (type) {
    case 'int':
      return INT.test(value);
    case 'money':
    case 'decimal':
      return NUMBER.test(value);
    case 'date':
      return isIsoDate(value);
    case 'datetime':
      return !Number.isNaN(Date.parse(value));
    default:
      return value.length <= 2000;
  }
}

/** The check every edited value passes for its type, before the column's own check. */
export function typeError(c: ColumnSpec, value: string | null): string | null {
  if (value === null || value === '') return c.edit?.nullable ? null : texts.fields.required;
  return fitsType(typeOf(c), value) ? null : texts.dashboard.badValue(c.headerText);
}
