import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CODE_WORDS } from '@wattle/contract';
import { lookups } from '../../db/schema/index';

/** A coded column without a look-up list shown as words, in SQL as the contract's codeWords does it (ACTIVE → Active). */
export const wordsOf = (column: AnyPgColumn | SQL): SQL => {
  // Literals rather than parameters: the expression may be repeated in ORDER BY and GROUP BY.
  const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
  const exceptions = Object.entries(CODE_WORDS).map(([code, text]) => sql` when ${literal(code)} then ${literal(text)}`);
  return sql`(case ${column}${sql.join(exceptions)} else initcap(replace(lower(${column}), '_', ' ')) end)`;
};

/**
 * A coded column as the description its generic lookup list gives it (PAYMENT_METHOD: CARD →
 * Credit card), so that a code reads the same on every screen; a code missing from the list shows
 * as it is. The list is the company's and dataset's (row-level security).
 */
const lookupTextOf = (lookupCode: string, column: AnyPgColumn | SQL): SQL =>
  sql`coalesce((select ${lookups.display} from ${lookups} where ${lookups.lookupCode} = ${lookupCode} and ${lookups.value} = ${column} limit 1), ${column})`;

/** A payment method code as its label: one label per code on every screen (finance, plans, summary, dashboard). */
export const paymentMethodText = (column: AnyPgColumn | SQL): SQL => lookupTextOf('PAYMENT_METHOD', column);

/** Why an adjustment was made (ADJUSTMENT_REASON: GOODWILL → Goodwill), on the Transactions page and the approval queue. */
export const adjustmentReasonText = (column: AnyPgColumn | SQL): SQL => lookupTextOf('ADJUSTMENT_REASON', column);

/** How a contact stands to a customer (RELATIONSHIP_TYPE: ACCOUNT_HOLDER → Account holder), on the search cards. */
export const relationshipTypeText = (column: AnyPgColumn | SQL): SQL => lookupTextOf('RELATIONSHIP_TYPE', column);

/** A billing exception code as its words (BILLING_EXCEPTION: HIGH_USAGE → High usage), as the queue shows it. */
export const billingExceptionText = (column: AnyPgColumn | SQL): SQL => lookupTextOf('BILLING_EXCEPTION', column);
