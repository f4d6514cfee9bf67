import {
  splitRoles,
  type CustomerTypeCode,
  type HelpTopic,
  type MaintenanceMenuItem,
  type NavigationGroup,
  type ReportListItem,
  type SystemMenuResponse,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { listHelpTopics, listMaintenanceItems, listMenuPages, listReports, type MenuRow } from './navigation.repository';

/**
 * Menu rules. A row's `roles` (comma-separated) names the roles that may use it; empty means
 * everyone. Menus leave out what a user may not reach; the Reports and Maintenance menus show it
 * locked instead (disabled entries), as they also do for rows an administrator marked locked.
 */
export function allows(userRoles: readonly string[], roles: string): boolean {
  const required = splitRoles(roles);
  return required.length === 0 || required.some((role) => userRoles.includes(role));
}

export const helpTopicsFor = (tx: Tx): Promise<HelpTopic[]> => listHelpTopics(tx);

export async function maintenanceMenuFor(tx: Tx, userRoles: readonly string[]): Promise<MaintenanceMenuItem[]> {
  const rows = await listMaintenanceItems(tx);
  return rows.map(({ roles, isLocked, ...item }) => ({ ...item, isLocked: isLocked || !allows(userRoles, roles) }));
}

export async function reportListFor(tx: Tx, userRoles: readonly string[]): Promise<ReportListItem[]> {
  const rows = await listReports(tx);
  return rows.map(({ roles, isLocked, ...report }) => ({ ...report, isLocked: isLocked || !allows(userRoles, roles) }));
}

interface VisibleModule {
  code: string;
  name: string;
  iconName: string;
  pages: { id: number; code: string; name: string; description: string; icon: string; customerType: CustomerTypeCode | null }[];
}

/** Modules in menu order with the pages this user may open (a module with none left is not listed). */
function visibleModules(rows: MenuRow[], userRoles: readonly string[]): VisibleModule[] {
  const modules = new Map<string, VisibleModule>();
  for (const row of rows) {
    if (!allows(userRoles, row.moduleRoles) || !allows(userRoles, row.pageRoles)) continue;
    let module = modules.get(row.moduleCode);
    if (!module) {
      module = { code: row.moduleCode, name: row.moduleName, iconName: row.moduleIconName, pages: [] };
      modules.set(row.moduleCode, module);
    }
    module.pages.push({
      id: row.pageId,
      code: row.pageCode,
      name: row.pageName,
      description: row.pageDescription || row.pageName,
      icon: row.pageIcon,
      customerType: row.pageCustomerType,
    });
  }
  return [...modules.values()];
}

/** The drawer's groups; the web app filters their pages by the selected customer's type. */
export async function navigationMenuFor(tx: Tx, userRoles: readonly string[]): Promise<NavigationGroup[]> {
  return visibleModules(await listMenuPages(tx, 'DRAWER'), userRoles).map((m) => ({
    name: m.name,
    code: m.code,
    iconName: m.iconName,
    pages: m.pages.map(({ code, name, icon, customerType }) => ({ code, name, icon, customerType })),
  }));
}

/** The system menu for the selected customer: pages limited to another customer type are left out. */
export async function systemMenuFor(tx: Tx, userRoles: readonly string[], customerType: CustomerTypeCode | null): Promise<SystemMenuResponse> {
  const modules = visibleModules(await listMenuPages(tx, 'SYSTEM'), userRoles);
  return {
    modules: modules
      .map((m) => ({
        code: m.code,
        pages: m.pages
          .filter((p) => p.customerType === null || p.customerType === customerType)
          .map(({ id, code, description }) => ({ id, code, description })),
      }))
      .filter((m) => m.pages.length > 0),
  };
}
