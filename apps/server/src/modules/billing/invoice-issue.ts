import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { nextNumbers } from '../numbering/numbering.service';
import { writeInvoiceEmails } from '../correspondence/invoice-emails';
import { allocateAccounts } from '../payments/allocation.service';
import { isHeld } from './draft-holds';

/** Invoices numbered per statement. */
const CHUNK = 1000;

export interface IssueBy {
  username: string;
}

/**
 * Issues a run's drafts that nothing holds (billing-rules §6, §7; `isHeld`: no open or held billing
 * exception of the draft or of its account), in the caller's
 * transaction: numbers from the company's gapless invoice sequence in draft id order, status
 * ISSUED, each utility account's lastBilledDate moved to the run's period end (or its close date),
 * the unbilled rows BILLED, one INVOICE transaction per invoice (the account balance follows by
 * trigger), a credit the account holds allocated to its new invoice, and the invoice's email to a
 * customer by email (writeInvoiceEmails: sent with its PDF once this commits). Returns how many were issued and how many stay held.
 */
export async function issueDrafts(tx: Tx, runId: number, periodTo: string, by: IssueBy): Promise<{ issued: number; held: number }> {
  const drafts = await sqlRows<{ id: number; held: boolean }>(
    tx,
    sql`select i.id, ${isHeld(sql.raw('i'))} as held
      from invoices i where i.bill_run_id = ${runId} and i.status = 'DRAFT' order by i.id for update`,
  );
  const issuable = drafts.filter((d) => !d.held).map((d) => d.id);
  const numbers = await nextNumbers(tx, 'invoice', issuable.length);
  for (let i = 0; i < issuable.length; i += CHUNK) {
    const values = issuable.slice(i, i + CHUNK).map((id, k) => sql`(${id}::int, ${numbers[i + k]!})`);
    await tx.execute(sql`update invoices i set invoice_number = v.number, status = 'ISSUED', issued_at = now(), updated_at = now()
      from (values ${sql.join(values, sql`, `)}) v(id, number) where i.id = v.id`);
  }
  if (!issuable.length) return { issued: 0, held: drafts.length };
  // now() is the transaction's start: the invoices this transaction issued.
  const issued = sql`select id from invoices where bill_run_id = ${runId} and status = 'ISSUED' and issued_at = now()`;
  await tx.execute(sql`update utility_accounts u set last_billed_date = least(${periodTo}::date, coalesce(u.close_date, ${periodTo}::date)), updated_at = now()
    where u.customer_account_id in (select customer_account_id from invoices where id in (${issued}))
      and u.open_date <= ${periodTo}::date
      and coalesce(u.last_billed_date, u.open_date - 1) < least(${periodTo}::date, coalesce(u.close_date, ${periodTo}::date))`);
  await tx.execute(sql`update unbilled_transactions set status = 'BILLED', updated_at = now() where invoice_id in (${issued})`);
  const prefix = texts.billing.invoiceTransaction('');
  await tx.execute(sql`insert into transactions (customer_account_id, transaction_date, transaction_type, description, reference, amount, invoice_id, gl_account_id, insert_user)
    select i.customer_account_id, i.invoice_date, 'INVOICE', ${prefix} || i.invoice_number, i.invoice_number, i.total, i.id,
      (select g.id from gl_accounts g where g.code = '1100'), ${by.username}
    from invoices i where i.id in (${issued}) order by i.id`);
  const accounts = await sqlRows<{ id: number }>(tx, sql`select distinct customer_account_id as id from invoices where id in (${issued})`);
  await allocateAccounts(
    tx,
    accounts.map((a) => a.id),
    by.username,
  );
  await writeInvoiceEmails(tx, issuable, by.username);
  return { issued: issuable.length, held: drafts.length - issuable.length };
}
