import { z } from 'zod';
import { CUSTOMER_TYPES } from '../constants';

/** A drawer page (spec 1 §3 Page): `code` is the screen code its route is found by; shown only for `customerType` when set. */
export const navigationPageSchema = z.object({
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  customerType: z.enum(CUSTOMER_TYPES).nullable(),
});
export type NavigationPage = z.infer<typeof navigationPageSchema>;

/** A collapsible drawer group (spec 1 §3 Navigation group). */
export const navigationGroupSchema = z.object({
  name: z.string(),
  code: z.string(),
  iconName: z.string(),
  pages: z.array(navigationPageSchema),
});
export type NavigationGroup = z.infer<typeof navigationGroupSchema>;

/** GET /navigation/navigation-menu: the groups the user may reach, in menu order. */
export const navigationMenuResponseSchema = z.array(navigationGroupSchema);
export type NavigationMenuResponse = z.infer<typeof navigationMenuResponseSchema>;
export const navigationMenuPath = '/navigation/navigation-menu';
