import dayjs from 'dayjs';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { ISO_DATE, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { inIds } from '../../db/sql-rows';
import { customerAccounts, customers, parties, publicHolidays, sites, utilityAccounts } from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import { holidaysIn, invoiceDueDate } from './invoice-due-date.rules';

/** Weekends and holidays never run longer than this past the terms: the holidays read cover it. */
const LONGEST_ROLL_DAYS = 31;

/**
 * Each customer account's payment terms and the state whose holidays move its due dates: the state
 * of its first site by open date, else the customer's primary contact's postal state.
 */
function dueDateTerms(tx: Tx, customerAccountIds: readonly number[]) {
  const firstSiteState = tx
    .select({ state: sites.state })
    .from(utilityAccounts)
    .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
    .where(eq(utilityAccounts.customerAccountId, customerAccounts.id))
    .orderBy(asc(utilityAccounts.openDate), asc(utilityAccounts.id))
    .limit(1);
  return tx
    .select({
      id: customerAccounts.id,
      paymentTermsDays: customerAccounts.paymentTermsDays,
      state: sql<string | null>`coalesce((${firstSiteState}), ${parties.postalState})`,
    })
    .from(customerAccounts)
    .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
    .leftJoin(parties, eq(parties.id, customers.primaryPartyId))
    .where(inIds(customerAccounts.id, customerAccountIds));
}

/**
 * The due date of an invoice dated `invoiceDate` for each customer account (billing-rules.md §6):
 * its payment terms, moved past the weekends and public holidays of its state. The one rule the
 * instant invoice and the bill run follow.
 */
export async function invoiceDueDates(tx: Tx, invoiceDate: string, customerAccountIds: readonly number[]): Promise<Map<number, string>> {
  const terms = await dueDateTerms(tx, customerAccountIds);
  if (!terms.length) return new Map();
  const days = terms.map((t) => t.paymentTermsDays);
  const holidays = await tx
    .select({ holidayDate: publicHolidays.holidayDate, state: publicHolidays.state })
    .from(publicHolidays)
    .where(
      and(
        gte(
          publicHolidays.holidayDate,
          dayjs(invoiceDate)
            .add(Math.min(...days), 'day')
            .format(ISO_DATE),
        ),
        lte(
          publicHolidays.holidayDate,
          dayjs(invoiceDate)
            .add(Math.max(...days) + LONGEST_ROLL_DAYS, 'day')
            .format(ISO_DATE),
        ),
      ),
    );
  return new Map(terms.map((t) => [t.id, invoiceDueDate(invoiceDate, t.paymentTermsDays, holidaysIn(holidays, t.state))]));
}

/** GET /customers/{customerId}/next-invoice-due-date: the due date of its main account's (the first's) invoice dated `invoiceDate` (default: the business date). */
export async function nextInvoiceDueDate(tx: Tx, customerId: number, invoiceDate?: string): Promise<string> {
  const [main] = await tx
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.customerId, customerId))
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  if (!main) throw notFound(texts.server.notFound);
  return (await invoiceDueDates(tx, invoiceDate ?? (await businessDate(tx)), [main.id])).get(main.id)!;
}
