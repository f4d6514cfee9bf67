import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paymentMethodText } from '../lookups/lookup-text';
import {
  billingCycles,
  brands,
  customerAccounts,
  customerAlerts,
  customerNotes,
  customers,
  customerStatuses,
  customerStatusTypes,
  customerTypes,
  myAccountTokens,
  parties,
  payments,
} from '../../db/schema/index';

/** The customer with its type, and its first (main) account with brand and billing cycle. */
export async function findCustomerAccount(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({
      customerId: customers.id,
      customerNumber: customers.customerNumber,
      name: customers.name,
      status: customers.status,
      openDate: customers.openDate,
      primaryPartyId: customers.primaryPartyId,
      customerTypeCode: customerTypes.code,
      customerTypeDescription: customerTypes.description,
      accountId: customerAccounts.id,
      accountNumber: customerAccounts.accountNumber,
      paymentReference: customerAccounts.paymentReference,
      balance: customerAccounts.balance,
      creditStatus: customerAccounts.creditStatus,
      paymentMethod: paymentMethodText(customerAccounts.paymentMethod).mapWith(String),
      lastInvoiceDate: customerAccounts.lastInvoiceDate,
      nextInvoiceDate: customerAccounts.nextInvoiceDate,
      brandCode: brands.code,
      billingCycle: billingCycles.description,
    })
    .from(customers)
    .innerJoin(customerTypes, eq(customerTypes.id, customers.customerTypeId))
    .innerJoin(customerAccounts, eq(customerAccounts.customerId, customers.id))
    .leftJoin(brands, eq(brands.id, customerAccounts.brandId))
    .leftJoin(billingCycles, eq(billingCycles.id, customerAccounts.billingCycleId))
    .where(eq(customers.id, customerId))
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  return row ?? null;
}

export type CustomerAccountRow = NonNullable<Awaited<ReturnType<typeof findCustomerAccount>>>;

/** The sum of the balances of every account of the customer. */
export async function sumOfAccountBalances(tx: Tx, customerId: number): Promise<string> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${customerAccounts.balance}), 0)::text` })
    .from(customerAccounts)
    .where(eq(customerAccounts.customerId, customerId));
  return row?.balance ?? '0';
}

/** The customer's latest payment, on any of its accounts. */
export async function lastPayment(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ amount: payments.amount, paymentDate: payments.paymentDate })
    .from(payments)
    .innerJoin(customerAccounts, eq(customerAccounts.id, payments.customerAccountId))
    .where(eq(customerAccounts.customerId, customerId))
    .orderBy(desc(payments.paymentDate), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Status chips current today. */
export async function currentStatuses(tx: Tx, customerId: number, today: string) {
  return tx
    .select({ name: customerStatusTypes.name, colour: customerStatusTypes.colour })
    .from(customerStatuses)
    .innerJoin(customerStatusTypes, eq(customerStatusTypes.id, customerStatuses.statusTypeId))
    .where(
      and(
        eq(customerStatuses.customerId, customerId),
        lte(customerStatuses.startDate, today),
        or(isNull(customerStatuses.endDate), gte(customerStatuses.endDate, today)),
      ),
    )
    .orderBy(asc(customerStatusTypes.sortOrder));
}

/** Active alert texts current today, newest first. */
export async function currentAlerts(tx: Tx, customerId: number, today: string) {
  const rows = await tx
    .select({ text: customerAlerts.alertText })
    .from(customerAlerts)
    .where(
      and(
        eq(customerAlerts.customerId, customerId),
        eq(customerAlerts.isActive, true),
        or(isNull(customerAlerts.startDate), lte(customerAlerts.startDate, today)),
        or(isNull(customerAlerts.endDate), gte(customerAlerts.endDate, today)),
      ),
    )
    .orderBy(desc(customerAlerts.createdAt));
  return rows.map((r) => r.text);
}

export async function notesOf(tx: Tx, customerId: number) {
  return tx
    .select({ note: customerNotes.note, insertUser: customerNotes.insertUser, insertDateTime: customerNotes.insertDateTime, isPinned: customerNotes.isPinned })
    .from(customerNotes)
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.isPinned), desc(customerNotes.insertDateTime));
}

export async function findBrand(tx: Tx, brandCode: string) {
  const [row] = await tx.select({ myAccountUrl: brands.myAccountUrl }).from(brands).where(eq(brands.code, brandCode)).limit(1);
  return row ?? null;
}

export async function findParty(tx: Tx, partyId: number) {
  const [row] = await tx
    .select({ id: parties.id, emailAddress: parties.emailAddress, isActive: parties.isActive })
    .from(parties)
    .where(eq(parties.id, partyId))
    .limit(1);
  return row ?? null;
}

export async function insertMyAccountToken(tx: Tx, values: { partyId: number; tokenHash: string; issuedByUserId: number; expiresAt: string }) {
  await tx.insert(myAccountTokens).values(values);
}
