import { and, eq } from 'drizzle-orm';
import type { CustomerTypeCode } from '@wattle/contract';
import type { Database } from '../src/db/client';
import {
  billingCycles,
  brands,
  concessionCards,
  concessionCardTransactions,
  concessions,
  customerAccounts,
  customerCharges,
  deliveryMethods,
  documentCategories,
  documents,
  emailRequests,
  familyHarmRecords,
  hardshipCases,
  invoices,
  lifeSupportRegistrations,
  meterReads,
  parties,
  paymentPlans,
  payments,
  postedMailItems,
  smsRequests,
  transactions,
  treatments,
  users,
} from '../src/db/schema/index';
import { addCustomer, type CreatedCustomer, type Scope } from './search-fixtures';

let sequence = 0;

/** The company of the bootstrap administrator, live dataset. */
export async function adminScope(database: Database): Promise<Scope> {
  const [admin] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'admin'));
  return { companyId: admin!.companyId, dataset: 'live' };
}

const idOf = async (database: Database, scope: Scope, table: typeof brands | typeof deliveryMethods | typeof billingCycles, code: string) => {
  const [row] = await database.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, scope.companyId), eq(table.dataset, scope.dataset), eq(table.code, code)));
  return row!.id;
};

export interface CustomerFixture extends CreatedCustomer {
  accountNumber: string;
  invoiceId: number;
}

/**
 * A customer of the given type with what every customer page shows: a brand and delivery method, a
 * site with a meter and reads, `transactionCount` transactions (an invoice, a payment, fees), charges,
 * messages, a posted letter, a concession card, a hardship case, a life-support registration and a
 * treatment. The balance is the transactions' sum (kept by the database).
 */
export async function addCustomerFixture(database: Database, scope: Scope, type: CustomerTypeCode, transactionCount = 3): Promise<CustomerFixture> {
  const n = ++sequence;
  const accountNumber = `S5-${type}-${n}-${Date.now() % 100000}`;
  const created = await addCustomer(database, scope, {
    name: type === 'COMPANY' ? `Harbour Bakery ${n} Pty Ltd` : `Alex Nguyen ${n}`,
    type,
    accountNumber,
    email: `alex${n}@example.com`,
    mobile: '0412345678',
    site: { location: `${n} George Street, Sydney NSW 2000`, siteIdentifier: `NMI${n}` },
  });
  const db = database.db;
  await db
    .update(parties)
    .set({
      firstName: 'Alex',
      lastName: `Nguyen ${n}`,
      postalAddressLine1: `${n} George Street`,
      postalSuburb: 'Sydney',
      postalState: 'NSW',
      postalPostcode: '2000',
    })
    .where(eq(parties.id, created.partyId));
  await db
    .update(customerAccounts)
    .set({
      brandId: await idOf(database, scope, brands, 'WATTLE'),
      deliveryMethodId: await idOf(database, scope, deliveryMethods, 'EMAIL'),
      billingCycleId: await idOf(database, scope, billingCycles, 'MONTHLY'),
    })
    .where(eq(customerAccounts.id, created.accountId));
  const [category] = await db
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(and(eq(documentCategories.companyId, scope.companyId), eq(documentCategories.dataset, scope.dataset), eq(documentCategories.code, 'INVOICE')));
  const [document] = await db
    .insert(documents)
    .values({
      ...scope,
      customerId: created.customerId,
      categoryId: category!.id,
      name: `Invoice ${accountNumber}`,
      fileName: `INV-${accountNumber}.pdf`,
      contentType: 'application/pdf',
      documentDate: '2025-01-01',
      content: new TextEncoder().encode('%PDF-1.4 invoice'),
    })
    .returning({ id: documents.id });
  const [invoice] = await db
    .insert(invoices)
    .values({
      ...scope,
      customerAccountId: created.accountId,
      invoiceNumber: `INV-${accountNumber}`,
      invoiceDate: '2025-01-01',
      dueDate: '2025-01-15',
      total: '150.00',
      status: 'OVERDUE',
      documentId: document!.id,
    })
    .returning({ id: invoices.id });
  const [payment] = await db
    .insert(payments)
    .values({ ...scope, customerAccountId: created.accountId, paymentDate: '2025-01-10', amount: '50.00', method: 'BPAY' })
    .returning({ id: payments.id });
  await db.insert(transactions).values([
    {
      ...scope,
      customerAccountId: created.accountId,
      transactionDate: '2025-01-01',
      transactionType: 'INVOICE',
      description: 'Invoice',
      amount: '150.00',
      invoiceId: invoice!.id,
    },
    {
      ...scope,
      customerAccountId: created.accountId,
      transactionDate: '2025-01-10',
      transactionType: 'PAYMENT',
      description: 'BPAY payment',
      amount: '-50.00',
      paymentId: payment!.id,
    },
    ...Array.from({ length: Math.max(0, transactionCount - 2) }, (_, i) => ({
      ...scope,
      customerAccountId: created.accountId,
      transactionDate: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      transactionType: 'FEE' as const,
      description: `Late payment fee ${i + 1}`,
      amount: '1.25',
    })),
  ]);
  await db.insert(customerCharges).values([
    {
      ...scope,
      customerAccountId: created.accountId,
      chargeKind: 'ONE_OFF',
      description: 'Special meter read',
      quantity: '1',
      unitPrice: '45.5000000',
      amount: '45.50',
      startDate: '2025-02-01',
    },
    {
      ...scope,
      customerAccountId: created.accountId,
      chargeKind: 'RECURRING',
      description: 'Hot water unit rental',
      quantity: '1',
      unitPrice: '12.0000000',
      amount: '12.00',
      frequency: 'MONTHLY',
      startDate: '2025-01-01',
    },
  ]);
  await db.insert(emailRequests).values({
    ...scope,
    customerId: created.customerId,
    sendTo: `alex${n}@example.com`,
    emailSubject: 'Your bill is ready',
    requestStatus: 'FAILED',
    correspondenceType: 'TEMPLATE',
  });
  await db
    .insert(smsRequests)
    .values({ ...scope, customerId: created.customerId, phoneNumber: '0412345678', message: 'Your payment is due', status: 'DELIVERED' });
  await db
    .insert(postedMailItems)
    .values({ ...scope, customerId: created.customerId, recipientName: `Alex Nguyen ${n}`, addressLines: `${n} George Street\nSydney NSW 2000` });
  const [concession] = await db
    .select({ id: concessions.id })
    .from(concessions)
    .where(and(eq(concessions.companyId, scope.companyId), eq(concessions.dataset, scope.dataset)))
    .limit(1);
  const [card] = await db
    .insert(concessionCards)
    .values({
      ...scope,
      customerId: created.customerId,
      concessionId: concession!.id,
      cardType: 'PENSIONER',
      cardNumber: '123456789A',
      cardHolderName: `Alex Nguyen ${n}`,
      validFrom: '2024-01-01',
      status: 'VERIFIED',
    })
    .returning({ id: concessionCards.id });
  await db.insert(concessionCardTransactions).values({
    ...scope,
    concessionCardId: card!.id,
    customerAccountId: created.accountId,
    transactionDate: '2024-12-31',
    periodFrom: '2024-12-01',
    periodTo: '2024-12-31',
    amount: '23.40',
    description: 'December rebate',
    status: 'ACCEPTED',
  });
  await db
    .insert(hardshipCases)
    .values({ ...scope, customerId: created.customerId, reason: 'FINANCIAL', startDate: '2024-06-01', endDate: '2024-12-01', status: 'COMPLETED' });
  await db.insert(familyHarmRecords).values({
    ...scope,
    customerId: created.customerId,
    partyId: created.partyId,
    identifiedDate: '2024-08-01',
    safeContactDetails: 'Call the mobile only',
    preferredContactMethod: 'MOBILE',
  });
  await db
    .insert(lifeSupportRegistrations)
    .values({ ...scope, customerId: created.customerId, equipment: 'CPAP', registeredDate: '2024-03-01', status: 'AWAITING_CONFIRMATION' });
  await db.insert(treatments).values({
    ...scope,
    customerAccountId: created.accountId,
    invoiceId: invoice!.id,
    treatmentType: 'REMINDER',
    treatmentDate: '2025-01-20',
    amountOverdue: '100.00',
  });
  await db.insert(paymentPlans).values({
    ...scope,
    customerAccountId: created.accountId,
    planType: 'PAYMENT_PLAN',
    frequency: 'FORTNIGHTLY',
    startDate: '2024-01-05',
    totalAmount: '300.00',
    instalmentAmount: '100.00',
    numberOfInstalments: 3,
    status: 'COMPLETED',
  });
  await db.insert(paymentPlans).values({
    ...scope,
    customerAccountId: created.accountId,
    planType: 'SMOOTH_PAY',
    frequency: 'MONTHLY',
    startDate: '2025-01-01',
    totalAmount: '1200.00',
    instalmentAmount: '100.00',
    numberOfInstalments: 12,
  });
  await db
    .insert(meterReads)
    .values(['2025-01-01', '2025-01-02', '2025-01-03'].map((readDate, i) => ({ ...scope, meterId: created.meterId!, readDate, quantity: `${10 + i}.500` })));
  return { ...created, accountNumber, invoiceId: invoice!.id };
}
