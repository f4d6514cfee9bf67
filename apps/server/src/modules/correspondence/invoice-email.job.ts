import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { emailRequests, invoices } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { withScope, type Scope } from '../../db/tenancy';
import { defineJob, type JobDeps } from '../../jobs/job';
import { invoicePdf } from '../documents-pdf/invoice-document.service';
import { sendQueuedEmails } from './email-sender';
import { companiesWithInvoiceEmails } from './invoice-emails';

/** Invoice emails handled per pass: each one's PDF is drawn (once per invoice, then kept) before the pass sends them. */
const PASS = 20;

/** Who keeps the invoices' PDFs the job draws (documents' insert user, audit rows): the task by name, as scheduled tasks are. */
const JOB_ACTOR = { username: 'invoice-emails' };

/**
 * Sends a company's QUEUED invoice emails (invoice-emails.ts), a pass at a time: the invoice's PDF
 * is drawn and kept as its INVOICE document (or the one kept already is used) and attached, then
 * the email is sent like every other (email-sender.ts: SENT, FAILED, or SUPPRESSED for a blocked
 * address). One job per company and dataset at a time; the sweep queues it again for any left QUEUED.
 */
async function sendInvoiceEmails(deps: JobDeps, scope: Scope) {
  const scoped = <T>(work: (tx: Tx) => Promise<T>) => withScope(deps.database.db, scope, work);
  for (;;) {
    const waiting = await scoped((tx) =>
      tx
        .select({ id: emailRequests.id, invoiceId: emailRequests.invoiceId, attachmentPaths: emailRequests.attachmentPaths })
        .from(emailRequests)
        .where(and(isNotNull(emailRequests.invoiceId), eq(emailRequests.requestStatus, 'QUEUED')))
        .orderBy(asc(emailRequests.id))
        .limit(PASS),
    );
    if (!waiting.length) return;
    for (const email of waiting.filter((e) => !e.attachmentPaths)) {
      await invoicePdf({ files: { store: deps.files, scope }, scoped }, JOB_ACTOR, email.invoiceId!);
      await scoped(async (tx) => {
        const [invoice] = await tx.select({ documentId: invoices.documentId }).from(invoices).where(eq(invoices.id, email.invoiceId!));
        await tx
          .update(emailRequests)
          .set({ attachmentPaths: String(invoice!.documentId) })
          .where(eq(emailRequests.id, email.id));
      });
    }
    await sendQueuedEmails(
      { scope, files: deps.files, mailer: deps.mailer, scoped },
      waiting.map((e) => e.id),
    );
  }
}

export const invoiceEmailJob = defineJob<Scope>({
  queue: 'invoice-emails',
  key: (job) => `${job.companyId}:${job.dataset}`,
  pollingIntervalSeconds: 0.5,
  run: (deps, job) => sendInvoiceEmails(deps, { companyId: job.companyId, dataset: job.dataset }),
  unfinished: ({ database }) => companiesWithInvoiceEmails(database.db),
});
