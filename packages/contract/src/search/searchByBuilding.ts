import { z } from 'zod';
import { CUSTOMER_TYPES } from '../constants';
import { queryId } from './query';

/** A utility account beneath a site of the SITES tree (spec 1 §3 Account node). */
export const accountNodeSchema = z.object({
  utilityAccountId: z.number().int(),
  accountDescription: z.string(),
  accountStatus: z.string(),
  accountPeriod: z.string(),
  customerAccountId: z.number().int().nullable(),
  siteId: z.number().int(),
  customerTypeCode: z.enum(CUSTOMER_TYPES).nullable(),
  /** The customer holding the account, so selecting the node can open that customer. */
  customerId: z.number().int().nullable(),
});
export type AccountNode = z.infer<typeof accountNodeSchema>;

/** A site of a network node (spec 1 §3 Site tree node). */
export const siteTreeNodeSchema = z.object({
  address: z.string(),
  icon: z.string(),
  currentAccountDescription: z.string(),
  siteId: z.number().int(),
  customerAccountId: z.number().int().nullable(),
  customerTypeCode: z.enum(CUSTOMER_TYPES).nullable(),
  customerId: z.number().int().nullable(),
  utilityAccounts: z.array(accountNodeSchema),
});
export type SiteTreeNode = z.infer<typeof siteTreeNodeSchema>;

/** GET /search/search-by-building: the sites of one network node (building) with their accounts. */
export const searchByBuildingQuerySchema = z.object({ networkNodeId: queryId });

export const searchByBuildingResponseSchema = z.array(siteTreeNodeSchema);
export type SearchByBuildingResponse = z.infer<typeof searchByBuildingResponseSchema>;
