import { and, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, customerStatuses, customerStatusTypes, lifeSupportRegistrations, parties, publicHolidays, sites } from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';
import { addDays } from '../rating/period';
import { addBusinessDays, holidaysIn } from './invoice-due-date.rules';

const t = lifeSupportRegistrations;

/** Customers have 50 business days to return the medical confirmation form (National Energy Retail Rules r.124). */
export const MEDICAL_CONFIRMATION_BUSINESS_DAYS = 50;
/** 50 business days plus every public holiday a state can have in between fit in this many calendar days. */
const CONFIRMATION_HORIZON_DAYS = 120;
const LIFE_SUPPORT_STATUS = 'LIFESUPPORT';
const AWAITING = 'AWAITING_CONFIRMATION';

/** Where a registration's business days are counted: its premises' state, else the customer's postal state. */
export interface LifeSupportPlace {
  customerId: number;
  siteId: number | null;
}

async function stateOf(tx: Tx, place: LifeSupportPlace): Promise<string | null> {
  const siteState = tx
    .select({ state: sites.state })
    .from(sites)
    .where(eq(sites.id, place.siteId ?? -1));
  const [row] = await tx
    .select({ state: sql<string | null>`coalesce((${siteState}), ${parties.postalState})` })
    .from(customers)
    .leftJoin(parties, eq(parties.id, customers.primaryPartyId))
    .where(eq(customers.id, place.customerId));
  return row?.state ?? null;
}

/**
 * The medical confirmation's due date for a form sent on `formSentDate`: 50 business days later,
 * weekends and the public holidays of the registration's state skipped (billing-rules.md §4's calendar).
 */
export async function lifeSupportDueDate(tx: Tx, place: LifeSupportPlace, formSentDate: string): Promise<string> {
  const holidays = await tx
    .select({ holidayDate: publicHolidays.holidayDate, state: publicHolidays.state })
    .from(publicHolidays)
    .where(between(publicHolidays.holidayDate, formSentDate, addDays(formSentDate, CONFIRMATION_HORIZON_DAYS)));
  return addBusinessDays(formSentDate, MEDICAL_CONFIRMATION_BUSINESS_DAYS, holidaysIn(holidays, await stateOf(tx, place)));
}

/** Keeps the customer's Life Support chip in step with whether any registration is still active. */
export async function syncLifeSupportStatus(tx: Tx, customerId: number) {
  const [type] = await tx.select({ id: customerStatusTypes.id }).from(customerStatusTypes).where(eq(customerStatusTypes.code, LIFE_SUPPORT_STATUS));
  if (!type) return;
  const [active] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.customerId, customerId), inArray(t.status, [AWAITING, 'CONFIRMED'])))
    .limit(1);
  const current = and(eq(customerStatuses.customerId, customerId), eq(customerStatuses.statusTypeId, type.id), isNull(customerStatuses.endDate));
  const [chip] = await tx.select({ id: customerStatuses.id }).from(customerStatuses).where(current).limit(1);
  if (active && !chip) await tx.insert(customerStatuses).values({ customerId, statusTypeId: type.id, startDate: await businessDate(tx) });
  if (!active && chip)
    await tx
      .update(customerStatuses)
      .set({ endDate: await businessDate(tx), updatedAt: sql`clock_timestamp()` })
      .where(current);
}

/** Records today's medical confirmation of registrations awaiting it; returns how many changed (the others were not awaiting). */
export async function confirmLifeSupport(tx: Tx, ids: readonly number[]): Promise<number> {
  const changed = await tx
    .update(t)
    .set({ status: 'CONFIRMED', medicalConfirmedDate: await businessDate(tx), updatedAt: sql`now()` })
    .where(and(inArray(t.id, [...ids]), eq(t.status, AWAITING)))
    .returning({ id: t.id });
  return changed.length;
}

/** Sends the confirmation form again today: each registration awaiting it gets a new due date. Returns how many changed. */
export async function resendLifeSupportForms(tx: Tx, ids: readonly number[]): Promise<number> {
  const today = await businessDate(tx);
  const awaiting = await tx
    .select({ id: t.id, customerId: t.customerId, siteId: t.siteId })
    .from(t)
    .where(and(inArray(t.id, [...ids]), eq(t.status, AWAITING)));
  for (const registration of awaiting)
    await tx
      .update(t)
      .set({ formSentDate: today, confirmationDueDate: await lifeSupportDueDate(tx, registration, today), updatedAt: sql`now()` })
      .where(eq(t.id, registration.id));
  return awaiting.length;
}
