import { z } from 'zod';
import { searchOptionSchema } from './searchColumns';

/** GET /search/network-nodes: the network nodes (buildings) both search drop-downs offer, by name. */
export const networkNodesResponseSchema = z.array(searchOptionSchema);
export type NetworkNodesResponse = z.infer<typeof networkNodesResponseSchema>;

export const networkNodesPath = '/search/network-nodes';
