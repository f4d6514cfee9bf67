import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { meterIntervalReads, meterReads, meters, meterTypes, productTypes, sites, utilityAccounts } from '../src/db/schema/index';
import { addCustomer, type CreatedCustomer, type Scope } from './search-fixtures';

let sequence = 0;

export interface ServicesFixture extends CreatedCustomer {
  siteAccountId: number;
  /** The general meter's code (no meter type: its own series). */
  meterCode: string;
  /** Peak and off-peak registers added to the site account beside its first meter. */
  peakMeterId: number;
  offPeakMeterId: number;
  /** A second site account (gas, at another location) with an inactive meter first and an active one. */
  gasAccountId: number;
  gasSiteId: number;
  inactiveMeterId: number;
  activeGasMeterId: number;
}

const idOf = async (database: Database, scope: Scope, table: typeof productTypes | typeof meterTypes, code: string) =>
  (
    await database.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, scope.companyId), eq(table.dataset, scope.dataset), eq(table.code, code)))
  )[0]!.id;

/**
 * A customer with a power site account (a general meter, a peak and an off-peak register) at
 * "{n} Harbour Street" and a gas site account at "{n} Zeta Road" whose first meter is inactive.
 */
export async function addServicesFixture(database: Database, scope: Scope): Promise<ServicesFixture> {
  const n = ++sequence;
  const customer = await addCustomer(database, scope, {
    name: `Sam Services ${n}`,
    type: 'RESIDENT',
    accountNumber: `SV-${n}-${Date.now() % 100000}`,
    site: { location: `${n} Harbour Street, Sydney NSW 2000`, siteIdentifier: `NMI-SV-${n}`, meterCode: `GEN-${n}`, openDate: '2024-01-01' },
  });
  const db = database.db;
  const power = await idOf(database, scope, productTypes, 'POWER');
  const gas = await idOf(database, scope, productTypes, 'GAS');
  const register = async (siteId: number, accountId: number, productTypeId: number, code: string, type: string, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') =>
    (
      await db
        .insert(meters)
        .values({
          ...scope,
          siteId,
          utilityAccountId: accountId,
          productTypeId,
          meterTypeId: await idOf(database, scope, meterTypes, type),
          meterCode: code,
          description: `${type} register`,
          meterStatusCode: status,
        })
        .returning({ id: meters.id })
    )[0]!.id;
  const peakMeterId = await register(customer.siteId!, customer.utilityAccountId!, power, `PK-${n}`, 'PWR_PEAK');
  const offPeakMeterId = await register(customer.siteId!, customer.utilityAccountId!, power, `OP-${n}`, 'PWR_OFFPEAK');
  const [gasSite] = await db
    .insert(sites)
    .values({
      ...scope,
      productTypeId: gas,
      siteIdentifier: `MIRN-SV-${n}`,
      streetName: 'Zeta Road',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      location: `${n} Zeta Road, Sydney NSW 2000`,
    })
    .returning({ id: sites.id });
  const [gasAccount] = await db
    .insert(utilityAccounts)
    .values({ ...scope, customerAccountId: customer.accountId, siteId: gasSite!.id, openDate: '2023-03-01', closeDate: '2025-02-28', accountStatus: 'CLOSED' })
    .returning({ id: utilityAccounts.id });
  const inactiveMeterId = await register(gasSite!.id, gasAccount!.id, gas, `GA-${n}`, 'GAS_BASIC', 'INACTIVE');
  const activeGasMeterId = await register(gasSite!.id, gasAccount!.id, gas, `GB-${n}`, 'GAS_BASIC');
  return {
    ...customer,
    siteAccountId: customer.utilityAccountId!,
    meterCode: `GEN-${n}`,
    peakMeterId,
    offPeakMeterId,
    gasAccountId: gasAccount!.id,
    gasSiteId: gasSite!.id,
    inactiveMeterId,
    activeGasMeterId,
  };
}

/** Daily reads of a meter: one a day from `from` for `days` days, `quantity` each; the days listed in `estimated` ESTIMATED. */
export async function addDailyReads(database: Database, scope: Scope, meterId: number, from: string, days: number, quantity: string, estimated: string[] = []) {
  const start = Date.parse(from);
  const rows = Array.from({ length: days }, (_, i) => {
    const readDate = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    return { ...scope, meterId, readDate, quantity, readType: estimated.includes(readDate) ? ('ESTIMATED' as const) : ('ACTUAL' as const) };
  });
  await database.db.insert(meterReads).values(rows);
}

/** One day of 48 half-hour interval reads of a meter, `quantity` each. */
export async function addIntervalDay(database: Database, scope: Scope, meterId: number, readDate: string, quantity: string) {
  await database.db.insert(meterIntervalReads).values({ ...scope, meterId, readDate, quantities: Array.from({ length: 48 }, () => quantity) });
}
