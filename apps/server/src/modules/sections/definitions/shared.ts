import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { codeWords, SPECIAL_ACTION_CODES, type Message } from '@wattle/contract';
import { customerAccounts } from '../../../db/schema/index';
import type { Outcome } from '../../../lib/outcome';
import type { ActionSpec, RowFilter, RowValues } from '../section-spec';

/** Rows of the customer's accounts, through their customer_account_id column (a new row goes to the first account). */
export const ofCustomerAccounts = (column: AnyPgColumn): RowFilter => ({
  column,
  values: (customerId) =>
    sql`select ${customerAccounts.id} from ${customerAccounts} where ${customerAccounts.customerId} = ${customerId} order by ${customerAccounts.id}`,
});

/** The text of another table's column for a foreign key: `(select description from item_categories where id = …)`. */
export const displayOf = (foreignKey: AnyPgColumn, table: PgTable, key: AnyPgColumn, text: AnyPgColumn): SQL =>
  sql`(select ${text} from ${table} where ${key} = ${foreignKey})`;

/** An upper-case code as words: HEALTH_CARE → Health Care (contract codeWords). */
export const words = codeWords;

export { wordsOf } from '../../lookups/lookup-text';

/** The keys of an operation's rows as integer ids. */
export const keysOf = (rows: readonly { key: string }[]) => rows.map((r) => Number(r.key));

/** A domain service's outcome as a section action's answer: `success` when done, else the refusal as an Error. */
export const outcomeMessage = <T>(outcome: Outcome<T>, success: string | ((value: T) => string)): Message =>
  outcome.done
    ? { messageType: 'Success', message: typeof success === 'string' ? success : success(outcome.value) }
    : { messageType: 'Error', message: outcome.refusal };

/** Whether an optional end date is on or after its start (either missing: nothing to compare). */
export const endNotBeforeStart = (row: RowValues, start: string, end: string) => !row[start] || !row[end] || row[end] >= row[start];

/** Special codes the browser routes (spec 3 §2.5); their kind is Custom. */
export const statementAction: ActionSpec = { code: SPECIAL_ACTION_CODES.statement, name: 'Statement', actionType: 'Custom', iconName: 'Description' };
export const previewInvoiceAction: ActionSpec = {
  code: SPECIAL_ACTION_CODES.previewInvoice,
  name: 'Instant Invoice',
  actionType: 'Custom',
  iconName: 'Receipt',
};
/** Opens the highlighted row's invoice (its `invoiceId` field) with every line explained. */
export const viewInvoiceAction: ActionSpec = {
  code: SPECIAL_ACTION_CODES.viewInvoice,
  name: 'View Invoice',
  actionType: 'CustomEdit',
  iconName: 'Receipt',
};
export const myAccountAction: ActionSpec = { code: SPECIAL_ACTION_CODES.myAccount, name: 'My Account', actionType: 'Custom', iconName: 'OpenInNew' };
export const cardPaymentAction: ActionSpec = { code: SPECIAL_ACTION_CODES.cardPayment, name: 'Card Payment', actionType: 'Custom', iconName: 'CreditCard' };
