import { z } from 'zod';

/** A Maintenance menu item (spec 1 §3); locked items are shown disabled. */
export const maintenanceMenuItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  isLocked: z.boolean(),
});
export type MaintenanceMenuItem = z.infer<typeof maintenanceMenuItemSchema>;

/** GET /navigation/maintenance-menu */
export const maintenanceMenuResponseSchema = z.array(maintenanceMenuItemSchema);
export type MaintenanceMenuResponse = z.infer<typeof maintenanceMenuResponseSchema>;
export const maintenanceMenuPath = '/navigation/maintenance-menu';

/**
 * The Maintenance menu's categories in its two groups (docs/ux.md "Menus"): the day's work first, then
 * administration, each in this order. The seeded entries' categories are these (a category is the
 * code's: a start brings every company's entries to it); a category not listed (an entry a company
 * added) is shown under administration, after these.
 */
export const MAINTENANCE_MENU_GROUPS = {
  dailyWork: ['Billing', 'Metering', 'Correspondence', 'Reports'],
  administration: ['Reference Data', 'Templates and Brands', 'Users', 'System', 'Integrations'],
} as const satisfies Record<string, readonly string[]>;
export type MaintenanceMenuGroup = keyof typeof MAINTENANCE_MENU_GROUPS;
