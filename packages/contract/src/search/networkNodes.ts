import { z } from 'zod';
import { storableText } from '../storableText';
import { searchOptionSchema } from './searchColumns';

/** Network nodes one drop-down offers at most: a large network has thousands of buildings, found by typing. */
export const NETWORK_NODE_OPTIONS_MAX = 50;

/** GET /search/network-nodes: buildings whose name or code contains `search`, by name. */
export const networkNodesQuerySchema = z.object({
  search: z.string().max(100).transform(storableText).default(''),
});

export const networkNodesResponseSchema = z.array(searchOptionSchema);
export type NetworkNodesResponse = z.infer<typeof networkNodesResponseSchema>;
