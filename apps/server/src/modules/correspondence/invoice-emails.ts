import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import { emailRequests } from '../../db/schema/index';
import { intArray, sqlRows } from '../../db/sql-rows';
import { queueJob } from '../../jobs/job';
import { invoiceEmailJob } from './invoice-email.job';
import { accountRecipients, invoiceFields, letterSettings, mergeFields } from './recipients';

const t = texts.letter.invoiceEmail;

/**
 * The email of each just-issued invoice whose account's correspondence goes by email (an account
 * without a setting counts as EMAIL, as bulk sends count it) and whose customer has an address:
 * written QUEUED in the issuing transaction, so that an invoice is issued with its email or not at
 * all, and at most one per invoice (email_requests_invoice_uq). The invoice's PDF is attached and
 * the email sent by the invoice-emails job, queued once this transaction commits. Answers how many were written.
 */
export async function writeInvoiceEmails(tx: Tx, invoiceIds: readonly number[], insertUser: string): Promise<number> {
  if (!invoiceIds.length) return 0;
  const issued = await sqlRows<{ id: number; customer_account_id: number; invoice_number: string; total: string; due_date: string }>(
    tx,
    sql`select i.id, i.customer_account_id, i.invoice_number, i.total::text as total, i.due_date::text as due_date
      from invoices i join customer_accounts ca on ca.id = i.customer_account_id
      left join delivery_methods dm on dm.id = ca.delivery_method_id
      where i.id = any(${intArray([...invoiceIds])}) and i.kind = 'INVOICE' and coalesce(dm.code, 'EMAIL') = 'EMAIL'
      order by i.id`,
  );
  if (!issued.length) return 0;
  const settings = await letterSettings(tx);
  const recipients = new Map((await accountRecipients(tx, [...new Set(issued.map((i) => i.customer_account_id))])).map((r) => [r.customerAccountId, r]));
  const rows = issued.flatMap((invoice) => {
    const recipient = recipients.get(invoice.customer_account_id);
    if (!recipient?.emailAddress) return [];
    const fields = {
      ...recipient.fields,
      ...invoiceFields({ invoiceNumber: invoice.invoice_number, total: invoice.total, dueDate: invoice.due_date }, settings),
    };
    return [
      {
        customerId: recipient.customerId,
        customerAccountId: recipient.customerAccountId,
        partyId: recipient.partyId,
        invoiceId: invoice.id,
        correspondenceType: 'INVOICE' as const,
        sendTo: recipient.emailAddress,
        emailSubject: mergeFields(t.subject, fields, 'text'),
        emailBody: mergeFields(t.body, fields, 'html'),
        requestStatus: 'QUEUED' as const,
        insertUser,
      },
    ];
  });
  if (!rows.length) return 0;
  const written = await tx.insert(emailRequests).values(rows).onConflictDoNothing().returning({ id: emailRequests.id });
  if (written.length) await queueInvoiceEmailsHere(tx);
  return written.length;
}

/** Queues the invoice-emails job of the transaction's own company and dataset once it commits. */
async function queueInvoiceEmailsHere(tx: Tx) {
  const [scope] = await sqlRows<{ companyId: number; dataset: 'live' | 'demo' }>(
    tx,
    sql`select current_setting('app.company_id')::integer as "companyId", current_setting('app.dataset') as "dataset"`,
  );
  if (scope) queueJob(tx, invoiceEmailJob, scope);
}

/** Invoice emails waiting for their PDF and their send (QUEUED): where the job sweep must queue the job. */
export const companiesWithInvoiceEmails = (db: Db) =>
  db
    .selectDistinct({ companyId: emailRequests.companyId, dataset: emailRequests.dataset })
    .from(emailRequests)
    .where(and(isNotNull(emailRequests.invoiceId), eq(emailRequests.requestStatus, 'QUEUED')));
