import type { NavigationGroup, NavigationPage } from '@wattle/contract';
import { maintenancePath, paths } from '../paths';
import { routeForScreenCode } from '../routeTable';

/** Maintenance codes with a screen of their own (spec 1 §2.5); any other code opens /maintenance/{code}. */
const maintenanceScreens: Record<string, string> = {
  addons: paths.integration,
  jobs: paths.systemJobs,
  reportschedules: paths.reportSchedules,
  paymentimport: paths.paymentImport,
  propertymanager: paths.propertyManager,
  systemconfig: paths.systemSettings,
};

export const maintenanceRoute = (code: string): string => maintenanceScreens[code.toLowerCase()] ?? maintenancePath(code);

export interface CategoryGroup<T> {
  category: string;
  items: T[];
}

/** Items grouped by category in order of first appearance, or with the categories sorted alphabetically. */
export function groupByCategory<T extends { category: string }>(items: readonly T[], sortCategories = false): CategoryGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  const result = [...groups].map(([category, grouped]) => ({ category, items: grouped }));
  return sortCategories ? result.sort((a, b) => a.category.localeCompare(b.category)) : result;
}

/** The group that is always a plain link to the services page (spec 1 §2.6). */
const SERVICES_GROUP = 'services';

export type DrawerEntry =
  | { kind: 'link'; key: string; name: string; icon: string; to: string }
  | { kind: 'group'; key: string; name: string; icon: string; pages: { key: string; name: string; icon: string; to: string }[] };

const isForCustomerType = (page: NavigationPage, customerType: string | null) => page.customerType === null || page.customerType === customerType;

/**
 * The drawer entries for the selected customer: pages not for the customer's type are dropped; a
 * page is routed by its code (the route table's screen code) and one without a route only logs a
 * warning; the group 'Services' and single-page groups become plain links.
 */
export function drawerEntries(groups: readonly NavigationGroup[], customerType: string | null): DrawerEntry[] {
  return groups.flatMap((group): DrawerEntry[] => {
    if (group.name.toLowerCase() === SERVICES_GROUP || group.code.toLowerCase() === SERVICES_GROUP) {
      const to = routeForScreenCode('Services');
      return to ? [{ kind: 'link', key: group.code, name: group.name, icon: group.iconName, to }] : [];
    }
    const pages = group.pages
      .filter((page) => isForCustomerType(page, customerType))
      .flatMap((page) => {
        const to = routeForScreenCode(page.code);
        if (!to) {
          console.warn(`Menu page ${page.code} (${page.name}) has no screen; it is left out of the menu.`);
          return [];
        }
        return [{ key: `${group.code}/${page.code}`, name: page.name, icon: page.icon, to }];
      });
    if (pages.length === 0) return [];
    if (pages.length === 1) return [{ kind: 'link', ...pages[0]!, key: group.code }];
    return [{ kind: 'group', key: group.code, name: group.name, icon: group.iconName, pages }];
  });
}
