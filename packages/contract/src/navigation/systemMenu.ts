import { z } from 'zod';
import { optionalQueryId } from '../search/query';

/** GET /users/system-menu: the menu for the selected customer; its 'Services' module's pages are the services tabs. */
export const systemMenuQuerySchema = z.object({
  customerId: optionalQueryId,
  partyId: optionalQueryId,
  accountId: optionalQueryId,
  siteId: optionalQueryId,
});
/** The selection the menu is for; absent ids mean none. */
export type SystemMenuQuery = Partial<Record<'customerId' | 'partyId' | 'accountId' | 'siteId', number | null>>;

export const systemMenuPageSchema = z.object({ id: z.number().int(), code: z.string(), description: z.string() });
export type SystemMenuPage = z.infer<typeof systemMenuPageSchema>;

export const systemMenuModuleSchema = z.object({ code: z.string(), pages: z.array(systemMenuPageSchema) });
export type SystemMenuModule = z.infer<typeof systemMenuModuleSchema>;

export const systemMenuResponseSchema = z.object({ modules: z.array(systemMenuModuleSchema) });
export type SystemMenuResponse = z.infer<typeof systemMenuResponseSchema>;
export const systemMenuPath = '/users/system-menu';

/** The system-menu module whose pages are the services tabs (spec 3 §2.12). */
export const SERVICES_MODULE_CODE = 'Services';
/** The services tab that shows the usage chart instead of a section. */
export const USAGE_TAB_CODE = 'ADVMETERUSAGE';
