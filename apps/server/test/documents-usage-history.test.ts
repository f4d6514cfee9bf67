import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, meterIntervalReads, meterReads, meters, meterTypes } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { usageHistory } from '../src/modules/documents-pdf/usage-history';
import { createTestApp, type TestApp } from './helpers';
import { addCustomer, type CreatedCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let scope: Scope;
let customer: CreatedCustomer;

beforeAll(async () => {
  t = await createTestApp();
  scope = await adminScope(t.database);
  customer = await addCustomer(t.database, scope, {
    name: 'Uma Usage',
    type: 'RESIDENT',
    accountNumber: 'USE30001',
    site: { location: '3 Usage Rd', siteIdentifier: 'NMI3001' },
  });
  const db = t.database.db;
  await db.update(meters).set({ multiplier: '2' }).where(eq(meters.id, customer.meterId!));
  const [solarType] = await db
    .select({ id: meterTypes.id })
    .from(meterTypes)
    .where(and(eq(meterTypes.companyId, scope.companyId), eq(meterTypes.dataset, 'live'), eq(meterTypes.code, 'PWR_SOLAR')));
  const [solar] = await db
    .insert(meters)
    .values({
      ...scope,
      siteId: customer.siteId!,
      utilityAccountId: customer.utilityAccountId!,
      productTypeId: (await db.select({ p: meters.productTypeId }).from(meters).where(eq(meters.id, customer.meterId!)))[0]!.p,
      meterTypeId: solarType!.id,
      meterCode: 'SOLAR3001',
    })
    .returning({ id: meters.id });
  const invoice = (invoiceNumber: string, periodFrom: string, periodTo: string, status: 'ISSUED' | 'VOID' = 'ISSUED') => ({
    ...scope,
    customerAccountId: customer.accountId,
    invoiceNumber,
    invoiceDate: periodTo,
    dueDate: periodTo,
    periodFrom,
    periodTo,
    status,
  });
  await db
    .insert(invoices)
    .values([
      invoice('U-1', '2025-01-01', '2025-03-31'),
      invoice('U-2', '2025-04-01', '2025-06-30'),
      invoice('U-2V', '2025-04-01', '2025-05-15', 'VOID'),
      invoice('U-3', '2025-07-01', '2025-09-30'),
      invoice('U-4', '2025-10-01', '2025-12-31'),
    ]);
  const read = (meterId: number, readDate: string, quantity: string) => ({ ...scope, meterId, readDate, quantity });
  await db
    .insert(meterReads)
    .values([
      read(customer.meterId!, '2024-12-31', '999'),
      read(customer.meterId!, '2025-02-01', '100.125'),
      read(customer.meterId!, '2025-03-31', '0.250'),
      read(customer.meterId!, '2025-05-01', '300'),
      read(solar!.id, '2025-05-02', '400'),
      read(customer.meterId!, '2025-12-01', '50'),
    ]);
  await db
    .insert(meterIntervalReads)
    .values({ ...scope, meterId: customer.meterId!, readDate: '2025-08-10', quantities: Array.from({ length: 48 }, () => '0.125') });
});
afterAll(() => t.close());

describe('usage history of an invoice’s account', () => {
  it('sums each billing period’s reads (× multiplier, interval days summed, export registers left out), oldest first', async () => {
    const history = await withScope(t.database.db, scope, (tx) => usageHistory(tx, customer.accountId, '2025-09-30'));
    expect(history).toEqual([
      {
        productTypeCode: 'POWER',
        unitOfMeasure: 'kWh',
        periods: [
          { periodTo: '2025-03-31', quantity: '200.750' },
          { periodTo: '2025-06-30', quantity: '600.000' },
          { periodTo: '2025-09-30', quantity: '12.000' },
        ],
      },
    ]);
  });

  it('is empty for an account never invoiced', async () => {
    expect(await withScope(t.database.db, scope, (tx) => usageHistory(tx, customer.accountId, '2024-12-31'))).toEqual([]);
  });
});
