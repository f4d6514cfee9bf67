import { MAINTENANCE_MENU_GROUPS, texts, type MaintenanceMenuGroup } from '@wattle/contract';
import { groupByCategory, type CategoryGroup } from './menuRoutes';

/** A headed part of a menu: its categories in order. */
export interface MenuSection<T> {
  key: string;
  heading: string;
  groups: CategoryGroup<T>[];
}

const MAINTENANCE_HEADINGS: Record<MaintenanceMenuGroup, string> = { dailyWork: texts.topBar.dailyWork, administration: texts.topBar.administration };

/**
 * The Maintenance menu in its two groups (docs/ux.md "Menus"): daily work, then administration, each
 * with its categories in the contract's order (MAINTENANCE_MENU_GROUPS); a category the contract does
 * not name goes last under administration. Items keep the server's order within a category; empty groups are left out.
 */
export function maintenanceSections<T extends { category: string }>(items: readonly T[]): MenuSection<T>[] {
  const byCategory = new Map(groupByCategory(items).map((group) => [group.category, group]));
  const listed = new Set<string>(Object.values(MAINTENANCE_MENU_GROUPS).flat());
  const others = [...byCategory.values()].filter((group) => !listed.has(group.category));
  return (Object.keys(MAINTENANCE_MENU_GROUPS) as MaintenanceMenuGroup[]).flatMap((key) => {
    const groups = MAINTENANCE_MENU_GROUPS[key].flatMap((category) => byCategory.get(category) ?? []);
    if (key === 'administration') groups.push(...others);
    return groups.length ? [{ key, heading: MAINTENANCE_HEADINGS[key], groups }] : [];
  });
}
