import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { EDIT_ACTION_CODE, texts, type ProcessItem } from '@wattle/contract';
import { businessDate } from '../../lib/business-date';
import { badRequest, forbidden } from '../../lib/errors';
import type { BoundColumn } from './process-catalog';
import { typedParam, typeError, typeOf } from './process-columns';
import { currentItems } from './process-query';
import type { ActionSpec } from './process-spec';

// eslint-disable-next-line @typescript-eslint/no-base-to-string -- the Edit dialog sends JSON scalars; their text is what is compared and stored.
const asText = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

function same(column: BoundColumn, a: unknown, b: unknown) {
  const x = asText(a);
  const y = asText(b);
  if (x === y) return true;
  const type = typeOf(column.spec);
  return x !== null && y !== null && (type === 'money' || type === 'decimal' || type === 'int') && Number(x) === Number(y);
}

/**
 * The Edit dialog's save (spec 2 §2.2): one row, sent through run-action. A changed value of a
 * column that may not be edited is refused, whatever the client shows; every value is checked
 * for its type and rule, then written to the column the code binds.
 */
export const editAction: ActionSpec = {
  code: EDIT_ACTION_CODE,
  name: 'Edit',
  singleRow: texts.dashboard.oneRowToEdit,
  async run(ctx) {
    const key = ctx.keys[0]!;
    const submitted = ctx.items.get(String(key))!;
    const current = (await currentItems(ctx.tx, ctx.view, ctx.params, [key])).get(String(key)) as ProcessItem;
    const changes: { column: BoundColumn; value: string | null }[] = [];
    for (const column of ctx.view.columns) {
      const field = column.spec.field;
      if (!Object.hasOwn(submitted, field) || same(column, submitted[field], current[field])) continue;
      if (!column.config.allowEditing || !column.spec.edit) throw forbidden(texts.dashboard.columnNotEditable(column.config.headerText));
      const value = asText(submitted[field]);
      const error =
        typeError(column.spec, value) ?? (value === null || !column.spec.edit.check ? null : column.spec.edit.check(value, await businessDate(ctx.tx)));
      if (error) throw badRequest(error);
      changes.push({ column, value });
    }
    if (changes.length > 0) {
      const table = ctx.view.spec.table;
      const sets: SQL[] = changes.map(
        ({ column, value }) => sql`${sql.identifier(column.spec.edit!.column.name)} = ${value === null ? sql`null` : typedParam(typeOf(column.spec), value)}`,
      );
      if ('updatedAt' in getTableColumns(table)) sets.push(sql`updated_at = now()`);
      const keyType = typeOf(ctx.view.spec.columns.find((c) => c.field === ctx.view.spec.key.field)!);
      await ctx.tx.execute(sql`update ${table} set ${sql.join(sets, sql`, `)} where ${ctx.view.spec.key.column} = ${typedParam(keyType, key)}`);
    }
    ctx.audit.oldValues = Object.fromEntries(changes.map((c) => [c.column.spec.field, current[c.column.spec.field] ?? null]));
    ctx.audit.newValues = { values: Object.fromEntries(changes.map((c) => [c.column.spec.field, c.value])) };
    return { message: texts.dashboard.rowUpdated, messageType: 'Success' };
  },
};
