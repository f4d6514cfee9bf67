import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_KEY_FIELD, texts } from '@wattle/contract';
import { customerAccounts, customers } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import type { Outcome } from '../../../lib/outcome';
import type { ActionContext, ColumnSpec } from '../process-spec';

/** The key column every process row carries (spec 2 §3 default key field). */
export const keyColumn = (value: AnyPgColumn): ColumnSpec => ({
  field: DEFAULT_KEY_FIELD,
  headerText: 'Id',
  value,
  type: 'int',
  visible: false,
  searchable: false,
  notNull: true,
});

/** Joins a row's customer account (inner: the row always has one); gives the row its customer for the search. */
export const accountJoin = (accountId: AnyPgColumn): SQL => sql`join ${customerAccounts} on ${customerAccounts.id} = ${accountId}`;

/**
 * Joins the account's customer, for shown columns only: the customer is always there (a not-null
 * key to a customer of the same company and dataset), so queue counts leave this join out.
 */
export const customerJoin = sql`join ${customers} on ${customers.id} = ${customerAccounts.customerId}`;

/** A row's account and customer where either may be missing (correspondence); shown columns only. */
export const optionalAccountJoin = (accountId: AnyPgColumn, customerId: AnyPgColumn): SQL =>
  sql`left join ${customerAccounts} on ${customerAccounts.id} = ${accountId} left join ${customers} on ${customers.id} = coalesce(${customerId}, ${customerAccounts.customerId})`;

/**
 * Account number (linking to the customer), account name and the hidden customer id the link needs;
 * `joined` says the account is always there (inner join), so the number can drive keyset paging.
 */
export const accountColumns = (joined = true): ColumnSpec[] => [
  { field: 'customer_id', headerText: 'Customer Id', value: customers.id, type: 'int', visible: false, searchable: false },
  {
    field: 'account_number',
    headerText: 'Account No.',
    value: customerAccounts.accountNumber,
    link: { idField: 'customer_id', context: 'Customer' },
    width: 140,
    notNull: joined,
  },
  { field: 'account_name', headerText: 'Account Name', value: customers.name, width: 220 },
];

/** The selected keys as integers (every key column here is an integer id). */
export const intKeys = (ctx: ActionContext) => ctx.keys.map(Number);

/** Refuses the action when not every selected row was in a status it applies to (the transaction rolls back). */
export function assertEvery(ctx: ActionContext, changed: number, statuses: readonly string[]) {
  if (changed !== ctx.keys.length) throw conflict(texts.dashboard.wrongStatus(statuses.join(', ')));
}

/** The standard answer of an action: its name and how many rows it did. */
export const done = (ctx: ActionContext, name: string) => ({ message: texts.dashboard.actionDone(name, ctx.keys.length), messageType: 'Success' as const });

/** A domain service's outcome as the action's answer: done, or refused with a 409 (the transaction rolls back). */
export function doneOrRefused<T>(ctx: ActionContext, outcome: Outcome<T>, name: string) {
  valueOrRefused(outcome);
  return done(ctx, name);
}

/** A domain service's outcome's value, or its refusal as a 409 (the transaction rolls back). */
export function valueOrRefused<T>(outcome: Outcome<T>): T {
  if (!outcome.done) throw conflict(outcome.refusal);
  return outcome.value;
}

export const COLOURS = {
  approve: { buttonColour: '#2e7d32', textColour: '#ffffff' },
  hold: { buttonColour: '#ed6c02', textColour: '#ffffff' },
  release: { buttonColour: '#0277bd', textColour: '#ffffff' },
  danger: { buttonColour: '#c62828', textColour: '#ffffff' },
  neutral: { buttonColour: '#546e7a', textColour: '#ffffff' },
} as const;
