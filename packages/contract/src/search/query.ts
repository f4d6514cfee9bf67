import { z } from 'zod';
import { SEARCH_CONTEXTS } from '../constants';

/** Largest id PostgreSQL's integer holds; bigger query values are refused, never sent to the database. */
const MAX_ID = 2_147_483_647;

/** A required positive id read from a query string. */
export const queryId = z.coerce.number().int().positive().max(MAX_ID);

/** An optional id read from a query string: absent, empty, 'null' and 0 all mean "none". */
export const optionalQueryId = z.preprocess(
  (v) => (v === undefined || v === null || v === '' || v === 'null' || v === '0' || v === 0 ? undefined : v),
  z.optional(queryId),
);

/** Search contexts (spec 1 §9): Contact, Customer, Site. */
export const searchContextSchema = z.enum(SEARCH_CONTEXTS);
