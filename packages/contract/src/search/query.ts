import { z } from 'zod';
import { SEARCH_CONTEXTS } from '../constants';
import { textId } from '../ids';

/** A required positive id read from a query string. */
export const queryId = textId;

/** An optional id read from a query string: absent, empty, 'null' and 0 all mean "none". */
export const optionalQueryId = z.preprocess(
  (v) => (v === undefined || v === null || v === '' || v === 'null' || v === '0' || v === 0 ? undefined : v),
  z.optional(queryId),
);

/** Search contexts (spec 1 §9): Contact, Customer, Site. */
export const searchContextSchema = z.enum(SEARCH_CONTEXTS);
