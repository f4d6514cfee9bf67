import { z } from 'zod';
import { server } from './texts/server';

/** Largest id PostgreSQL's integer holds; bigger values are refused, never sent to the database. */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const bodyId = z.number().int().positive().max(MAX_ID);

/**
 * A row id in a path or a query string: decimal digits only, so '0x1', '1e3' or ' 1' are refused
 * rather than read as numbers; from 1 to MAX_ID.
 */
export const textId = z
  .string()
  .regex(/^\d{1,10}$/, server.badId)
  .transform(Number)
  .pipe(bodyId);

/** A row id as a table row carries it: a number, or digits. */
export const rowId = z.union([bodyId, textId]);
