import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { rowColours, texts, type RowColour, type SectionParameters, type SectionRow } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { BoundField, CatalogSection } from './section-catalog';
import { toColumnValue } from './column-values';
import { filterCondition, filterValue } from './row-filters';
import type { RowFilter } from './section-spec';

export interface RowScope {
  ids: SectionParameters;
  /** The parent's highlighted row; undefined when the caller is not bound to one (actions). */
  parentKey: string | null | undefined;
}

export interface ListOptions extends RowScope {
  search?: string;
  /** The company's DATE_FORMAT: dates are searched as they are shown. */
  dateFormat?: string;
  sortBy?: string;
  sortDescending?: boolean;
  limit: number;
  offset: number;
}

/** The version column of a section's table: the binding's, else its updated_at. */
export function versionColumn(section: CatalogSection): AnyPgColumn | null {
  const { data } = section.spec;
  if (data.version) return data.version;
  return (data.table as unknown as Record<string, AnyPgColumn | undefined>).updatedAt ?? null;
}

/** The key text as the key column's value; a malformed key is a 400, never a database error. */
export function keyValue(section: CatalogSection, key: string) {
  const value = toColumnValue(section.spec.data.key, key);
  if (value === undefined || value === null) throw badRequest(texts.sections.badKey);
  return value;
}

/** Which rows a caller may reach: the identifiers' filters (each required), the parent row, fixed conditions. */
function scopeConditions(section: CatalogSection, scope: RowScope): SQL[] {
  const { data } = section.spec;
  const conditions: SQL[] = [];
  for (const [name, filter] of Object.entries(data.filters ?? {}) as [keyof SectionParameters, RowFilter][]) {
    const id = scope.ids[name];
    if (id == null) throw badRequest(texts.sections.identifierRequired(name));
    conditions.push(filterCondition(filter, filterValue(filter, id)));
  }
  if (data.parent && scope.parentKey !== undefined) {
    if (!scope.parentKey) throw badRequest(texts.sections.parentRequired);
    conditions.push(filterCondition(data.parent, filterValue(data.parent, scope.parentKey)));
  }
  if (data.where) conditions.push(data.where);
  return conditions;
}

/** `like` pattern for a contains-search, with the wildcard characters of the term escaped. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A dayjs date format (DD/MM/YYYY, D MMM YYYY …) in PostgreSQL's to_char tokens. */
function pgDateFormat(dayjsFormat: string): string {
  const tokens: Record<string, string> = { YYYY: 'YYYY', YY: 'YY', MMMM: 'FMMonth', MMM: 'Mon', MM: 'MM', M: 'FMMM', DD: 'DD', D: 'FMDD' };
  return dayjsFormat.replace(/YYYY|YY|MMMM|MMM|MM|M|DD|D/g, (t) => tokens[t]!);
}

/** What a field is searched by: its display text, a date as the company shows it, else its value. */
function searchable(f: BoundField, dateFormat: string | undefined): SQL {
  if (f.display) return f.display;
  if (dateFormat && f.dataType === 'DATE') return sql`to_char(${f.read}, ${pgDateFormat(dateFormat)})`;
  if (dateFormat && f.dataType === 'DATETIME') return sql`to_char(${f.read}, ${`${pgDateFormat(dateFormat)} HH24:MI`})`;
  return f.text;
}

function searchCondition(fields: readonly BoundField[], search: string | undefined, dateFormat?: string): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  // Documents and images are ids and paths, not something a user searches for. The shown texts
  // are folded together once per row (one unaccent call rather than one per column).
  const shown = fields.filter((f) => f.visible && f.dataType !== 'DOCUMENT' && f.dataType !== 'IMAGE').map((f) => searchable(f, dateFormat));
  if (!shown.length) return sql`false`;
  return sql`wattle_fold(concat_ws(' ', ${sql.join(shown, sql`, `)})) like wattle_fold(${containsPattern(term)})`;
}

function selection(section: CatalogSection, fields: readonly BoundField[]) {
  const { data } = section.spec;
  const version = versionColumn(section);
  const selected: Record<string, SQL> = {
    __key: sql`(${data.key})::text`,
    __version: version ? sql`(${version})::text` : sql`null::text`,
    __colour: data.colour ? sql`(${data.colour})::text` : sql`null::text`,
  };
  fields.forEach((f, i) => {
    selected[`v${i}`] = f.text;
    if (f.display) selected[`d${i}`] = f.display;
  });
  return selected;
}

type RawRow = Record<string, unknown>;

function toSectionRow(raw: RawRow, fields: readonly BoundField[]): SectionRow {
  const values: Record<string, string | null> = {};
  const displayValues: Record<string, string> = {};
  fields.forEach((f, i) => {
    values[f.name] = (raw[`v${i}`] as string | null) ?? null;
    const display = raw[`d${i}`] as string | null | undefined;
    if (display != null) displayValues[f.name] = display;
  });
  const colour = raw.__colour as string | null;
  return {
    key: (raw.__key as string | null) ?? null,
    version: (raw.__version as string | null) ?? null,
    colour: rowColours.includes(colour as RowColour) ? (colour as RowColour) : null,
    values,
    displayValues,
  };
}

function baseQuery(tx: Tx, section: CatalogSection, selected: Record<string, SQL>) {
  const { data } = section.spec;
  const query = tx.select(selected).from(data.table).$dynamic() as unknown as PgSelect;
  return data.join ? data.join(query) : query;
}

function orderOf(section: CatalogSection, fields: readonly BoundField[], sortBy?: string, descending?: boolean): SQL[] {
  const { data } = section.spec;
  const tieBreak = asc(data.key);
  if (sortBy) {
    const field = fields.find((f) => f.name === sortBy);
    if (!field) throw badRequest(texts.sections.unknownSort(sortBy));
    return [descending ? sql`${field.read} desc nulls last` : sql`${field.read} asc nulls last`, tieBreak];
  }
  return [...(data.orderBy ?? []).map((o) => sql`${o}`), tieBreak];
}

/**
 * One page of a section's rows and the total that match. The count is its own query so that the
 * page query's display expressions are not worked out for every matching row.
 */
export async function listRows(tx: Tx, section: CatalogSection, fields: readonly BoundField[], opts: ListOptions) {
  const where = and(...scopeConditions(section, opts), searchCondition(fields, opts.search, opts.dateFormat));
  const raw = (await baseQuery(tx, section, selection(section, fields))
    .where(where)
    .orderBy(...orderOf(section, fields, opts.sortBy, opts.sortDescending))
    .limit(opts.limit)
    .offset(opts.offset)) as RawRow[];
  const total =
    opts.offset === 0 && raw.length < opts.limit
      ? raw.length
      : Number(((await baseQuery(tx, section, { n: sql<number>`count(*)` }).where(where)) as RawRow[])[0]?.n ?? 0);
  return { rows: raw.map((r) => toSectionRow(r, fields)), total };
}

/** Every matching row, in one query (a sort per batch would cost more than holding the rows), for the export. */
export async function* allRows(tx: Tx, section: CatalogSection, fields: readonly BoundField[], opts: Omit<ListOptions, 'limit' | 'offset'>) {
  const where = and(...scopeConditions(section, opts), searchCondition(fields, opts.search, opts.dateFormat));
  const raw = (await baseQuery(tx, section, selection(section, fields))
    .where(where)
    .orderBy(...orderOf(section, fields, opts.sortBy, opts.sortDescending))) as RawRow[];
  for (const r of raw) yield toSectionRow(r, fields);
}

/** One row by key within the caller's scope, optionally locked for a write; null when not reachable. */
export async function findRow(tx: Tx, section: CatalogSection, fields: readonly BoundField[], scope: RowScope, key: string, lock = false) {
  const where = and(...scopeConditions(section, scope), eq(section.spec.data.key, keyValue(section, key)));
  let query = baseQuery(tx, section, selection(section, fields)).where(where).limit(1);
  if (lock) query = query.for('update', { of: section.spec.data.table });
  const [raw] = (await query) as RawRow[];
  return raw ? toSectionRow(raw, fields) : null;
}
