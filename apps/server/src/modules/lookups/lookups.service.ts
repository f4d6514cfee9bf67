import { parseLookupParameters, texts, type LookupParameters, type LookupValue } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findLookup } from './lookup.registry';
import { genericLookupExists, genericLookupValues } from './lookups.repository';

/**
 * A lookup's values: a registered provider when the code has one, else the generic `lookups` list
 * of that code (filtered by `parentValue` when given). null when no lookup has that code.
 */
export async function lookupValues(tx: Tx, code: string, parameters: LookupParameters): Promise<LookupValue[] | null> {
  const provider = findLookup(code);
  if (provider) return provider(tx, parameters);
  const parent = parameters.parentValue;
  const values = await genericLookupValues(tx, code, parent === undefined || parent === null ? null : String(parent));
  if (values.length > 0 || (await genericLookupExists(tx, code))) return values;
  return null;
}

/** The route's answer: 400 for unreadable parameters, 404 for an unknown code. */
export async function lookupValuesForRequest(tx: Tx, code: string, parametersText: string | undefined): Promise<LookupValue[]> {
  const parameters = parseLookupParameters(parametersText);
  if (!parameters) throw badRequest(texts.lookups.badParameters);
  const values = await lookupValues(tx, code, parameters);
  if (!values) throw notFound(texts.lookups.notFound(code));
  return values;
}
