import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SPEC_LOOKUP_CODES, type CustomerTypeCode, type LookupParameters } from '@wattle/contract';
import {
  billingCycles,
  customerAccounts,
  customerTypes,
  deliveryMethods,
  meterTypes,
  networkNodes,
  networks,
  pricePlans,
  productSubTypes,
  productTypes,
  sites,
  utilityAccounts,
} from '../../db/schema/index';
import { registerLookup } from './lookup.registry';

/**
 * Lookups over domain tables that the wizards use (values are ids unless said otherwise). Sections
 * may use them too; a module adding its own lookups registers them in its own file.
 */

/** A numeric parameter, or undefined when absent; anything else matches nothing (-1). */
function idParameter(parameters: LookupParameters, name: string): number | undefined {
  const value = parameters[name];
  if (value === undefined || value === null || value === '') return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : -1;
}

/** Ids travel as text values. */
const idText = (column: AnyPgColumn) => sql<string>`${column}::text`;

/** Customer types by code (RESIDENT, COMPANY, OCCUPIER, SUNDRY). */
registerLookup('CUSTOMERTYPE', (tx) =>
  tx.select({ value: customerTypes.code, display: customerTypes.description }).from(customerTypes).orderBy(asc(customerTypes.sortOrder)),
);

/** Active buildings (network nodes of type BUILDING): "CODE - description". */
registerLookup('BUILDING', (tx) =>
  tx
    .select({ value: idText(networkNodes.id), display: sql<string>`${networkNodes.buildingCode} || ' - ' || ${networkNodes.description}` })
    .from(networkNodes)
    .where(and(eq(networkNodes.nodeType, 'BUILDING'), eq(networkNodes.isActive, true)))
    .orderBy(asc(networkNodes.buildingCode)),
);

/** Metered product types (power, gas, water): the ones a site with meters can supply. */
registerLookup('PRODUCTTYPE', (tx) =>
  tx
    .select({ value: idText(productTypes.id), display: productTypes.description })
    .from(productTypes)
    .orderBy(asc(productTypes.sortOrder), asc(productTypes.description)),
);

/** Active networks of one product type (`productTypeId`), by network code: what a price plan names. */
registerLookup('NETWORK', async (tx, parameters) => {
  const productTypeId = idParameter(parameters, 'productTypeId');
  if (productTypeId === undefined) return [];
  return tx
    .select({ value: networks.networkCode, display: networks.description })
    .from(networks)
    .where(and(eq(networks.productTypeId, productTypeId), eq(networks.isActive, true)))
    .orderBy(asc(networks.description));
});

/** A price plan's networks (spec 3 §7 PP_NETWORK): every active network by code, of one product type when `productTypeId` is given. */
registerLookup(SPEC_LOOKUP_CODES.priceplanNetwork, (tx, parameters) => {
  const productTypeId = idParameter(parameters, 'productTypeId');
  return tx
    .select({ value: networks.networkCode, display: networks.description })
    .from(networks)
    .where(and(eq(networks.isActive, true), ...(productTypeId === undefined ? [] : [eq(networks.productTypeId, productTypeId)])))
    .orderBy(asc(networks.description), asc(networks.networkCode));
});

/** Billing cycles (spec 3 §7 lookup BILLINGCYCLE). */
registerLookup('BILLINGCYCLE', (tx) =>
  tx
    .select({ value: idText(billingCycles.id), display: billingCycles.description })
    .from(billingCycles)
    .orderBy(asc(billingCycles.periodMonths)),
);

/** Correspondence preferences: EMAIL, POST, SMS delivery methods. */
registerLookup('DELIVERYMETHOD', (tx) =>
  tx
    .select({ value: idText(deliveryMethods.id), display: deliveryMethods.description })
    .from(deliveryMethods)
    .orderBy(asc(deliveryMethods.id)),
);

/**
 * The product sub-types (by code suffix: POWER_BUS, GAS_RES) whose price plans a customer type is
 * not offered: business plans to households, household plans to businesses.
 */
const PLAN_SUB_TYPES_NOT_FOR: Partial<Record<CustomerTypeCode, string>> = { RESIDENT: '%\\_BUS', OCCUPIER: '%\\_BUS', COMPANY: '%\\_RES' };

/**
 * Active price plans, of one product type when `productTypeId` is given and fit for one customer
 * type when `customerType` is given: "CODE - description".
 */
registerLookup('PRICEPLAN', (tx, parameters) => {
  const productTypeId = idParameter(parameters, 'productTypeId');
  const notFor = PLAN_SUB_TYPES_NOT_FOR[parameters.customerType as CustomerTypeCode];
  const where = [
    eq(pricePlans.isActive, true),
    ...(productTypeId === undefined ? [] : [eq(pricePlans.productTypeId, productTypeId)]),
    ...(notFor === undefined
      ? []
      : [sql`not exists (select 1 from ${productSubTypes} st where st.id = ${pricePlans.productSubTypeId} and st.code like ${notFor})`]),
  ];
  return tx
    .select({ value: idText(pricePlans.id), display: sql<string>`${pricePlans.code} || ' - ' || ${pricePlans.description}` })
    .from(pricePlans)
    .where(and(...where))
    .orderBy(asc(pricePlans.code));
});

/** Meter types of one product type (`productTypeId`), or of the product of a utility account's site (`utilityAccountId`). */
registerLookup('METERTYPE', async (tx, parameters) => {
  let productTypeId = idParameter(parameters, 'productTypeId');
  const utilityAccountId = idParameter(parameters, 'utilityAccountId');
  if (utilityAccountId !== undefined) {
    const [site] = await tx
      .select({ productTypeId: sites.productTypeId })
      .from(utilityAccounts)
      .innerJoin(sites, and(eq(sites.companyId, utilityAccounts.companyId), eq(sites.dataset, utilityAccounts.dataset), eq(sites.id, utilityAccounts.siteId)))
      .where(eq(utilityAccounts.id, utilityAccountId));
    productTypeId = site?.productTypeId ?? -1;
  }
  if (productTypeId === undefined) return [];
  return tx
    .select({ value: idText(meterTypes.id), display: meterTypes.description })
    .from(meterTypes)
    .where(eq(meterTypes.productTypeId, productTypeId))
    .orderBy(asc(meterTypes.description));
});

/** Open utility accounts: "account number - site address" (of one customer account when `customerAccountId` is given). */
registerLookup('UTILITYACCOUNT', (tx, parameters) => {
  const customerAccountId = idParameter(parameters, 'customerAccountId');
  const where = [
    inArray(utilityAccounts.accountStatus, ['PENDING', 'ACTIVE']),
    ...(customerAccountId === undefined ? [] : [eq(utilityAccounts.customerAccountId, customerAccountId)]),
  ];
  return tx
    .select({ value: idText(utilityAccounts.id), display: sql<string>`${customerAccounts.accountNumber} || ' - ' || ${sites.location}` })
    .from(utilityAccounts)
    .innerJoin(
      customerAccounts,
      and(
        eq(customerAccounts.companyId, utilityAccounts.companyId),
        eq(customerAccounts.dataset, utilityAccounts.dataset),
        eq(customerAccounts.id, utilityAccounts.customerAccountId),
      ),
    )
    .innerJoin(sites, and(eq(sites.companyId, utilityAccounts.companyId), eq(sites.dataset, utilityAccounts.dataset), eq(sites.id, utilityAccounts.siteId)))
    .where(and(...where))
    .orderBy(asc(customerAccounts.accountNumber), asc(utilityAccounts.id));
});
