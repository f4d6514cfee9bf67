import { and, eq } from 'drizzle-orm';
import { DATASETS, type CustomerTypeCode } from '@wattle/contract';
import type { Database } from '../src/db/client';
import {
  companies,
  customerAccounts,
  customerAlerts,
  customerRelationships,
  customers,
  customerTypes,
  meters,
  networkNodes,
  parties,
  productTypes,
  sites,
  users,
  utilityAccounts,
} from '../src/db/schema/index';
import { seedReferenceData } from '../src/seed/reference';
import { addUserAssignees } from '../src/modules/activities/user-assignees';
import { hashPassword } from '../src/modules/auth/password';

export const FIXTURE_PASSWORD = 'Fixture123!';

/** Another company with one user and the reference data of both datasets, as bootstrap makes them. */
export async function createTenant(database: Database, code: string, userRoles = 'ADMIN') {
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  return database.db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ code, name: code }).returning({ id: companies.id });
    const companyId = company!.id;
    const username = `${code.toLowerCase()}-user`;
    await tx.insert(users).values({ companyId, username, firstName: code, lastName: 'User', emailAddress: `${username}@example.com`, userRoles, passwordHash });
    await seedReferenceData(tx, companyId, 'live');
    await seedReferenceData(tx, companyId, 'demo');
    return { companyId, username };
  });
}

/** A user of an existing company with the given roles (empty: no role at all). */
export async function createUser(database: Database, companyId: number, username: string, userRoles: string) {
  const [user] = await database.db
    .insert(users)
    .values({ companyId, username, userRoles, passwordHash: await hashPassword(FIXTURE_PASSWORD) })
    .returning({ id: users.id });
  for (const dataset of DATASETS) await addUserAssignees(database.db, { companyId, dataset }, user!.id);
  return username;
}

export interface Scope {
  companyId: number;
  dataset: 'live' | 'demo';
}

export interface SiteSpec {
  location: string;
  siteIdentifier: string;
  networkNodeId?: number;
  meterCode?: string;
  /** The utility account at the site is closed (the site card is then closed). */
  closed?: boolean;
  openDate?: string;
}

export interface CustomerSpec {
  name: string;
  type: CustomerTypeCode;
  accountNumber: string;
  status?: 'ACTIVE' | 'CLOSED' | 'PROSPECT';
  contactName?: string;
  email?: string;
  mobile?: string;
  alert?: string;
  site?: SiteSpec;
}

export interface CreatedCustomer {
  customerId: number;
  partyId: number;
  accountId: number;
  siteId: number | null;
  meterId: number | null;
  utilityAccountId: number | null;
}

let sequence = 0;

/** A building (network node) of the scope. */
export async function addNetworkNode(database: Database, scope: Scope, description: string) {
  const [node] = await database.db
    .insert(networkNodes)
    .values({ ...scope, buildingCode: `B${++sequence}`, description })
    .returning({ id: networkNodes.id });
  return node!.id;
}

/**
 * A customer with its primary contact, account and optionally a site with a utility account and
 * meter; the database's triggers build their search entries as in the product.
 */
export async function addCustomer(database: Database, scope: Scope, spec: CustomerSpec): Promise<CreatedCustomer> {
  const db = database.db;
  const [type] = await db
    .select({ id: customerTypes.id })
    .from(customerTypes)
    .where(and(eq(customerTypes.companyId, scope.companyId), eq(customerTypes.dataset, scope.dataset), eq(customerTypes.code, spec.type)));
  const [party] = await db
    .insert(parties)
    .values({ ...scope, displayName: spec.contactName ?? spec.name, emailAddress: spec.email, mobilePhone: spec.mobile })
    .returning({ id: parties.id });
  const [customer] = await db
    .insert(customers)
    .values({
      ...scope,
      customerNumber: `C${++sequence}`,
      customerTypeId: type!.id,
      name: spec.name,
      status: spec.status ?? 'ACTIVE',
      primaryPartyId: party!.id,
    })
    .returning({ id: customers.id });
  await db.insert(customerRelationships).values({ ...scope, customerId: customer!.id, partyId: party!.id, isPrimary: true });
  const [account] = await db
    .insert(customerAccounts)
    .values({ ...scope, customerId: customer!.id, accountNumber: spec.accountNumber, accountStatus: spec.status ?? 'ACTIVE' })
    .returning({ id: customerAccounts.id });
  if (spec.alert) await db.insert(customerAlerts).values({ ...scope, customerId: customer!.id, alertText: spec.alert });
  const created: CreatedCustomer = {
    customerId: customer!.id,
    partyId: party!.id,
    accountId: account!.id,
    siteId: null,
    meterId: null,
    utilityAccountId: null,
  };
  if (!spec.site) return created;

  const [product] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(and(eq(productTypes.companyId, scope.companyId), eq(productTypes.dataset, scope.dataset), eq(productTypes.code, 'POWER')));
  const [site] = await db
    .insert(sites)
    .values({
      ...scope,
      networkNodeId: spec.site.networkNodeId,
      productTypeId: product!.id,
      siteIdentifier: spec.site.siteIdentifier,
      streetName: spec.site.location,
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      location: spec.site.location,
    })
    .returning({ id: sites.id });
  const [utility] = await db
    .insert(utilityAccounts)
    .values({
      ...scope,
      customerAccountId: account!.id,
      siteId: site!.id,
      openDate: spec.site.openDate ?? '2024-01-01',
      accountStatus: spec.site.closed ? 'CLOSED' : 'ACTIVE',
      closeDate: spec.site.closed ? '2025-06-30' : null,
    })
    .returning({ id: utilityAccounts.id });
  const [meter] = await db
    .insert(meters)
    .values({ ...scope, siteId: site!.id, utilityAccountId: utility!.id, productTypeId: product!.id, meterCode: spec.site.meterCode ?? `M${++sequence}` })
    .returning({ id: meters.id });
  return { ...created, siteId: site!.id, meterId: meter!.id, utilityAccountId: utility!.id };
}
