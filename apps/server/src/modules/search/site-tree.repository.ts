import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerAccounts, customers, customerTypes, networkNodes, productTypes, sites, utilityAccounts } from '../../db/schema/index';

/** Sites of one building the SITES tree lists at most (a building of a few thousand units lists them all). */
const SITE_TREE_MAX = 2000;

// Every table is confined to the session's company and dataset by row-level security, so joins go by id.

export async function networkNodeExists(tx: Tx, networkNodeId: number) {
  const [node] = await tx.select({ id: networkNodes.id }).from(networkNodes).where(eq(networkNodes.id, networkNodeId));
  return node !== undefined;
}

/** The sites of a network node with their product's icon, by address. */
export const listNodeSites = (tx: Tx, networkNodeId: number) =>
  tx
    .select({ siteId: sites.id, address: sites.location, icon: productTypes.iconName })
    .from(sites)
    .innerJoin(productTypes, eq(productTypes.id, sites.productTypeId))
    .where(eq(sites.networkNodeId, networkNodeId))
    .orderBy(asc(sites.location), asc(sites.id))
    .limit(SITE_TREE_MAX);

/** The utility accounts of some sites with their customer account and customer, open ones and the newest first. */
export const listSiteAccounts = (tx: Tx, siteIds: number[]) =>
  tx
    .select({
      utilityAccountId: utilityAccounts.id,
      siteId: utilityAccounts.siteId,
      accountStatus: utilityAccounts.accountStatus,
      openDate: utilityAccounts.openDate,
      closeDate: utilityAccounts.closeDate,
      customerAccountId: customerAccounts.id,
      accountNumber: customerAccounts.accountNumber,
      customerId: customers.id,
      customerName: customers.name,
      customerTypeCode: customerTypes.code,
    })
    .from(utilityAccounts)
    .innerJoin(customerAccounts, eq(customerAccounts.id, utilityAccounts.customerAccountId))
    .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
    .innerJoin(customerTypes, eq(customerTypes.id, customers.customerTypeId))
    .where(inArray(utilityAccounts.siteId, siteIds))
    .orderBy(asc(utilityAccounts.siteId), desc(utilityAccounts.openDate), desc(utilityAccounts.id));
