import { sql, type SQL } from 'drizzle-orm';

/**
 * What an invoice still owes (docs/payments.md "Allocation"), one definition for every reader:
 * allocation, invoice statuses, the invoice's balance due and the debtor figures. `i` is the
 * invoices table's alias in the query around it.
 */

/** What payments allocated to the invoice paid (dishonours' negated allocations included). */
export const paidOf = (i: string): SQL => sql`coalesce((select sum(pa.amount) from payment_allocations pa where pa.invoice_id = ${sql.raw(i)}.id), 0)`;

/**
 * What the invoice's issued credit notes gave back: the sum of their totals, zero or less (a credit
 * note is a negative invoice naming the one it corrects in credits_invoice_id).
 */
const creditedOf = (i: string): SQL =>
  sql`coalesce((select sum(cn.total) from invoices cn
    where cn.company_id = ${sql.raw(i)}.company_id and cn.dataset = ${sql.raw(i)}.dataset and cn.credits_invoice_id = ${sql.raw(i)}.id
      and cn.kind = 'CREDIT_NOTE' and cn.status not in ('DRAFT', 'VOID')), 0)`;

/**
 * What the invoice still owes: its total, less what its credit notes gave back, less what payments
 * paid. Below zero when a credit note came after the invoice was paid: that much of its payments is
 * released again (allocation), to pay other invoices or be refunded.
 */
export const owedOf = (i: string): SQL => sql`(${sql.raw(i)}.total + ${creditedOf(i)} - ${paidOf(i)})`;
