import { asc, desc, eq } from 'drizzle-orm';
import { CUSTOMER_EMAILS_LIMIT, texts, type CustomerEmailRequest, type MailMergeScheduleOption } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { customers, emailRequests, mailMergeSchedules } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { isoMoment } from '../dashboard/process-columns';

/** GET /correspondence/mail-merge-schedules: the company's active schedules, by name. */
export async function mailMergeScheduleOptions(tx: Tx): Promise<MailMergeScheduleOption[]> {
  return tx
    .select({ id: mailMergeSchedules.id, code: mailMergeSchedules.code, name: mailMergeSchedules.name })
    .from(mailMergeSchedules)
    .where(eq(mailMergeSchedules.isActive, true))
    .orderBy(asc(mailMergeSchedules.name), asc(mailMergeSchedules.id));
}

/** GET /customers/{customerId}/email-requests: the customer's newest emails; 404 for a customer the company does not have. */
export async function customerEmailRequests(tx: Tx, customerId: number): Promise<CustomerEmailRequest[]> {
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw notFound(texts.letter.customerNotFound);
  const e = emailRequests;
  return tx
    .select({
      id: e.id,
      emailSubject: e.emailSubject,
      sendTo: e.sendTo,
      ccTo: e.ccTo,
      requestStatus: e.requestStatus,
      createdAt: isoMoment(e.createdAt).mapWith(String),
    })
    .from(e)
    .where(eq(e.customerId, customerId))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(CUSTOMER_EMAILS_LIMIT);
}
