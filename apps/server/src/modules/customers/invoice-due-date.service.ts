import dayjs from 'dayjs';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { ISO_DATE, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { customerAccounts, customers, parties, publicHolidays, sites, utilityAccounts } from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import { holidaysIn, invoiceDueDate } from './invoice-due-date.rules';

/** Weekends and holidays never run longer than this past the terms: the holidays read cover it. */
const LONGEST_ROLL_DAYS = 31;

/**
 * The customer's main account (the first, as the summary shows) with its payment terms and the
 * state its due dates follow: the state of its first site, or the primary contact's postal state.
 */
async function dueDateTerms(tx: Tx, customerId: number) {
  const firstSiteState = tx
    .select({ state: sites.state })
    .from(utilityAccounts)
    .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
    .where(eq(utilityAccounts.customerAccountId, customerAccounts.id))
    .orderBy(asc(utilityAccounts.openDate), asc(utilityAccounts.id))
    .limit(1);
  const [row] = await tx
    .select({
      paymentTermsDays: customerAccounts.paymentTermsDays,
      state: sql<string | null>`coalesce((${firstSiteState}), ${parties.postalState})`,
    })
    .from(customers)
    .innerJoin(customerAccounts, eq(customerAccounts.customerId, customers.id))
    .leftJoin(parties, eq(parties.id, customers.primaryPartyId))
    .where(eq(customers.id, customerId))
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  return row ?? null;
}

/** GET /customers/{customerId}/next-invoice-due-date: the due date of an invoice dated `invoiceDate` (default: the business date). */
export async function nextInvoiceDueDate(tx: Tx, customerId: number, invoiceDate?: string): Promise<string> {
  const terms = await dueDateTerms(tx, customerId);
  if (!terms) throw notFound(texts.server.notFound);
  const issued = invoiceDate ?? (await businessDate(tx));
  const earliest = dayjs(issued).add(terms.paymentTermsDays, 'day');
  const holidays = await tx
    .select({ holidayDate: publicHolidays.holidayDate, state: publicHolidays.state })
    .from(publicHolidays)
    .where(
      and(gte(publicHolidays.holidayDate, earliest.format(ISO_DATE)), lte(publicHolidays.holidayDate, earliest.add(LONGEST_ROLL_DAYS, 'day').format(ISO_DATE))),
    );
  return invoiceDueDate(issued, terms.paymentTermsDays, holidaysIn(holidays, terms.state));
}
