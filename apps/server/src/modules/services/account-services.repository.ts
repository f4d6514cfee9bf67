import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerAccounts, customers, meters, pricePlans, productTypes, sites, utilityAccounts } from '../../db/schema/index';

/** The customer, when this company's dataset has it. */
export async function customerExists(tx: Tx, customerId: number): Promise<boolean> {
  return (await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).limit(1)).length > 0;
}

/** The customer's site accounts with their site, product and plan: by location, site identifier, newest first. */
export function siteAccountsOf(tx: Tx, customerId: number) {
  return tx
    .select({
      id: utilityAccounts.id,
      siteId: sites.id,
      customerAccountId: customerAccounts.id,
      location: sites.location,
      inBuilding: sites.networkNodeId,
      productIcon: productTypes.iconName,
      productDescription: productTypes.description,
      siteIdentifier: sites.siteIdentifier,
      accountStatus: utilityAccounts.accountStatus,
      openDate: utilityAccounts.openDate,
      closeDate: utilityAccounts.closeDate,
      planDescription: pricePlans.description,
    })
    .from(utilityAccounts)
    .innerJoin(customerAccounts, eq(customerAccounts.id, utilityAccounts.customerAccountId))
    .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
    .innerJoin(productTypes, eq(productTypes.id, sites.productTypeId))
    .leftJoin(pricePlans, eq(pricePlans.id, utilityAccounts.pricePlanId))
    .where(eq(customerAccounts.customerId, customerId))
    .orderBy(asc(sites.location), asc(sites.siteIdentifier), desc(utilityAccounts.openDate), asc(utilityAccounts.id));
}

/** The meters billed through these site accounts, by code. */
export function metersOf(tx: Tx, siteAccountIds: readonly number[]) {
  if (siteAccountIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: meters.id,
      accountId: meters.utilityAccountId,
      meterCode: meters.meterCode,
      meterDescription: meters.description,
      meterStatusCode: meters.meterStatusCode,
    })
    .from(meters)
    .where(inArray(meters.utilityAccountId, [...siteAccountIds]))
    .orderBy(asc(meters.meterCode), asc(meters.id));
}
