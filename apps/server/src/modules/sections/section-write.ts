import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MULTI_DELETE_SECTION, texts, type ActionType, type Message, type SubmittedItem } from '@wattle/contract';
import { audit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { mayWriteSection } from '../policy/policy';
import type { BoundField, CatalogSection } from './section-catalog';
import { toColumnValue, type ColumnValue } from './column-values';
import { findRow, keyValue, versionColumn, type RowScope } from './section-query';
import { filterColumn, filterInsertValue, filterValue } from './row-filters';
import type { RowFilter, RowValues, SectionContext } from './section-spec';
import { validateRow } from './section-validation';

/** Who is writing, for rules and the audit log. */
export interface WriteContext extends SectionContext {
  roles: readonly string[];
  ipAddress: string;
  dataset: 'live' | 'demo';
}

const hasAction = (section: CatalogSection, ...types: ActionType[]) => section.actions.some((a) => types.includes(a.actionType));

/** Refuses a user the policy does not let write the section (the route's hook asked first; this guards every caller). */
function assertMayWrite(section: CatalogSection, roles: readonly string[]) {
  if (!mayWriteSection(section.code, roles)) throw forbidden(texts.server.forbidden);
}

/** The submitted values by field name; a name the section does not have is refused. */
function submittedValues(section: CatalogSection, item: SubmittedItem): Map<string, string | null> {
  const values = new Map<string, string | null>();
  for (const f of item.fields) {
    if (!section.field.has(f.name)) throw badRequest(texts.sections.unknownField(f.name));
    values.set(f.name, f.value);
  }
  return values;
}

function columnValues(fields: readonly BoundField[], row: RowValues): Map<AnyPgColumn, ColumnValue> {
  const out = new Map<AnyPgColumn, ColumnValue>();
  for (const f of fields) if (f.write) out.set(f.write, toColumnValue(f.write, row[f.name] ?? null) as ColumnValue);
  return out;
}

/** The drizzle property name of one of the section's table columns. */
function propertyOf(section: CatalogSection, column: AnyPgColumn): string | undefined {
  return Object.entries(section.spec.data.table as unknown as Record<string, unknown>).find(([, c]) => c === column)?.[0];
}

/** Column values as an insert/update object keyed by property name. */
function byProperty(section: CatalogSection, values: Map<AnyPgColumn, ColumnValue>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [column, value] of values) {
    const property = propertyOf(section, column);
    if (property) out[property] = value;
  }
  return out;
}

/** What a new row stores for the identifiers and parent row it belongs to, by property name. */
function ownerValues(section: CatalogSection, scope: RowScope): Record<string, unknown> {
  const { data } = section.spec;
  const owners: [RowFilter, number | string][] = [];
  for (const [name, filter] of Object.entries(data.filters ?? {}) as [keyof RowScope['ids'], RowFilter][]) {
    const id = scope.ids[name];
    if (id != null) owners.push([filter, filterValue(filter, id)]);
  }
  if (data.parent && scope.parentKey) owners.push([data.parent, filterValue(data.parent, scope.parentKey)]);
  const out: Record<string, unknown> = {};
  for (const [filter, value] of owners) {
    const property = propertyOf(section, filterColumn(filter));
    if (property) out[property] = filterInsertValue(filter, value);
  }
  return out;
}

/** PostgreSQL refusals a user can cause (duplicates, rows still referenced, a value left out) as readable 4xx. */
async function translateDbErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict(texts.sections.duplicate);
    if (code === '23502') throw badRequest(texts.sections.missingValue);
    if (code === '23503') throw conflict(texts.sections.inUse);
    throw error;
  }
}

const changed = (before: RowValues, after: RowValues, fields: readonly BoundField[]) => {
  const names = fields.filter((f) => f.write && (before[f.name] ?? null) !== (after[f.name] ?? null)).map((f) => f.name);
  return {
    oldValues: Object.fromEntries(names.map((n) => [n, before[n] ?? null])),
    newValues: Object.fromEntries(names.map((n) => [n, after[n] ?? null])),
  };
};

/**
 * Saves one record of a section: an update of the row named by the key field (refused when its
 * version moved since it was loaded), or an insert when the key is empty. Runs inside the caller's
 * scoped transaction, so a refusal anywhere leaves nothing written.
 */
export async function saveItem(
  section: CatalogSection,
  fields: readonly BoundField[],
  scope: RowScope,
  item: SubmittedItem,
  ctx: WriteContext,
): Promise<Message[]> {
  assertMayWrite(section, ctx.roles);
  const submitted = submittedValues(section, item);
  const keyName = section.stored.keyColumn;
  const key = keyName ? (submitted.get(keyName) ?? '') : '';
  const isNew = key.trim() === '';
  const editable = fields.filter((f) => f.write);
  if (isNew ? !hasAction(section, 'Add', 'Save') : !hasAction(section, 'Edit', 'CustomEdit', 'Save')) throw badRequest(texts.sections.notAllowed);

  let before: RowValues = {};
  if (!isNew) {
    const existing = await findRow(ctx.tx, section, fields, scope, key, true);
    if (!existing) throw notFound(texts.sections.rowNotFound);
    if (existing.version !== null) {
      if (!item.version) throw badRequest(texts.sections.versionRequired);
      if (item.version !== existing.version) throw conflict(texts.server.staleSave);
    }
    before = existing.values;
  }
  const after: RowValues = { ...before };
  for (const f of editable) if (submitted.has(f.name)) after[f.name] = submitted.get(f.name) ?? null;
  await validateRow(section, fields, after, { ...ctx, isNew, before });

  const { data } = section.spec;
  const values = { ...byProperty(section, columnValues(editable, after)), ...(await data.derive?.(after, { ...ctx, isNew })) };
  const version = versionColumn(section);
  let savedKey = key;
  const insert = isNew ? { ...ownerValues(section, scope), ...data.insertValues?.(ctx), ...values } : {};
  const held = isNew ? await data.holdInsert?.(insert, ctx) : null;
  if (held) return [held];
  await translateDbErrors(async () => {
    if (isNew) {
      const [row] = await ctx.tx
        .insert(data.table)
        .values(insert as never)
        .returning({ key: sql<string>`(${data.key})::text` });
      savedKey = row?.key ?? '';
    } else {
      const set: Record<string, unknown> = { ...values };
      const versionProperty = version && propertyOf(section, version);
      if (versionProperty) set[versionProperty] = sql`clock_timestamp()`;
      await ctx.tx
        .update(data.table)
        .set(set)
        .where(eq(data.key, keyValue(section, key)));
    }
  });
  await data.afterWrite?.(ctx, { key: savedKey, isNew, before, after });
  const diff = isNew
    ? { oldValues: null, newValues: Object.fromEntries(editable.map((f) => [f.name, after[f.name] ?? null])) }
    : changed(before, after, fields);
  await audit(ctx.tx, {
    event: isNew ? 'section.insert' : 'section.update',
    entity: section.code,
    entityId: savedKey,
    ...diff,
    userId: ctx.userId,
    username: ctx.username,
    ipAddress: ctx.ipAddress,
    dataset: ctx.dataset,
  });
  return [{ messageType: 'Success', message: texts.sections.saved }];
}

/** Deletes the named rows (several only in READS), each checked against the section's delete rule. */
export async function deleteItems(
  section: CatalogSection,
  fields: readonly BoundField[],
  scope: RowScope,
  items: readonly SubmittedItem[],
  ctx: WriteContext,
): Promise<Message[]> {
  assertMayWrite(section, ctx.roles);
  if (!hasAction(section, 'Delete')) throw badRequest(texts.sections.notAllowed);
  if (items.length > 1 && section.code !== MULTI_DELETE_SECTION) throw badRequest(texts.sections.oneAtATime);
  const keyName = section.stored.keyColumn;
  if (!keyName) throw badRequest(texts.sections.notAllowed);
  const { data } = section.spec;
  const deleted: RowValues[] = [];
  for (const item of items) {
    const key = submittedValues(section, item).get(keyName);
    if (!key) throw badRequest(texts.sections.badKey);
    const existing = await findRow(ctx.tx, section, fields, scope, key, true);
    if (!existing) throw notFound(texts.sections.rowNotFound);
    if (item.version && existing.version !== null && item.version !== existing.version) throw conflict(texts.server.staleSave);
    const refusal = data.canDelete?.(existing.values);
    if (refusal) throw conflict(refusal);
    await translateDbErrors(() => ctx.tx.delete(data.table).where(eq(data.key, keyValue(section, key))));
    deleted.push(existing.values);
    await audit(ctx.tx, {
      event: 'section.delete',
      entity: section.code,
      entityId: key,
      oldValues: existing.values,
      userId: ctx.userId,
      username: ctx.username,
      ipAddress: ctx.ipAddress,
      dataset: ctx.dataset,
    });
  }
  await data.afterDelete?.(ctx, deleted);
  return [{ messageType: 'Success', message: texts.sections.deleted(items.length) }];
}
