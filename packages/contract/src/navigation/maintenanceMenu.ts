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
