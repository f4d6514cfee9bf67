import { and, asc, eq } from 'drizzle-orm';
import type { CustomerTypeCode } from '@wattle/contract';
import type { Tx } from '../../db/client';
import {
  companies,
  customerAccounts,
  customers,
  customerTypes,
  helpTopics,
  maintenanceMenuItems,
  navigationModules,
  navigationPages,
  reports,
} from '../../db/schema/index';

/** Queries behind the menus; row-level security confines each to the session's company. */

export const listHelpTopics = (tx: Tx) =>
  tx.select({ id: helpTopics.id, name: helpTopics.name, url: helpTopics.url }).from(helpTopics).orderBy(asc(helpTopics.sortOrder), asc(helpTopics.id));

export type MenuRow = Awaited<ReturnType<typeof listMenuPages>>[number];

/** The pages of one kind of module (DRAWER groups or SYSTEM modules) with their module, in menu order. */
export const listMenuPages = (tx: Tx, kind: 'DRAWER' | 'SYSTEM') =>
  tx
    .select({
      moduleCode: navigationModules.code,
      moduleName: navigationModules.name,
      moduleIconName: navigationModules.iconName,
      moduleRoles: navigationModules.roles,
      pageId: navigationPages.id,
      pageCode: navigationPages.code,
      pageName: navigationPages.name,
      pageDescription: navigationPages.description,
      pageIcon: navigationPages.icon,
      pageCustomerType: navigationPages.customerType,
      pageRoles: navigationPages.roles,
    })
    .from(navigationModules)
    .innerJoin(navigationPages, and(eq(navigationPages.companyId, navigationModules.companyId), eq(navigationPages.moduleId, navigationModules.id)))
    .where(eq(navigationModules.kind, kind))
    .orderBy(asc(navigationModules.sortOrder), asc(navigationModules.id), asc(navigationPages.sortOrder), asc(navigationPages.id));

export const listMaintenanceItems = (tx: Tx) =>
  tx
    .select({
      code: maintenanceMenuItems.code,
      name: maintenanceMenuItems.name,
      category: maintenanceMenuItems.category,
      isLocked: maintenanceMenuItems.isLocked,
      roles: maintenanceMenuItems.roles,
    })
    .from(maintenanceMenuItems)
    .orderBy(asc(maintenanceMenuItems.sortOrder), asc(maintenanceMenuItems.id));

export const listReports = (tx: Tx) =>
  tx
    .select({ id: reports.id, name: reports.name, category: reports.category, isLocked: reports.isLocked, roles: reports.roles })
    .from(reports)
    .orderBy(asc(reports.sortOrder), asc(reports.id));

/** The company's support-ticket allowance (companies carry no tenant policy; the id comes from the session). */
export async function findTicketAllowance(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({ ticketsAllowed: companies.ticketsAllowed, ticketsMax: companies.ticketsMax, code: companies.code })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/**
 * The customer type of a selection: of its customer, else of its account's customer; null when
 * neither is given or found (another company's ids are invisible here).
 */
export async function customerTypeOfSelection(tx: Tx, selection: { customerId?: number; accountId?: number }): Promise<CustomerTypeCode | null> {
  let customerId = selection.customerId;
  if (customerId === undefined && selection.accountId !== undefined) {
    const [account] = await tx.select({ customerId: customerAccounts.customerId }).from(customerAccounts).where(eq(customerAccounts.id, selection.accountId));
    customerId = account?.customerId;
  }
  if (customerId === undefined) return null;
  const [row] = await tx
    .select({ code: customerTypes.code })
    .from(customers)
    .innerJoin(
      customerTypes,
      and(eq(customerTypes.companyId, customers.companyId), eq(customerTypes.dataset, customers.dataset), eq(customerTypes.id, customers.customerTypeId)),
    )
    .where(eq(customers.id, customerId));
  return row?.code ?? null;
}
