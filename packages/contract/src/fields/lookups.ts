import { z } from 'zod';
import { lookupValueSchema } from './fieldTypes';

/** Lookup codes are upper-case words (BILLINGCYCLE, PP_NETWORK ...). */
export const lookupCodeSchema = z.string().regex(/^[A-Za-z0-9_]{1,50}$/);

/** Lookup parameters: a flat JSON object of text, number, boolean or null values. */
export const lookupParametersSchema = z.record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]));
export type LookupParameters = z.infer<typeof lookupParametersSchema>;

/** GET /lookups/{lookupCode}/values?parameters={encoded JSON} (spec 1 §7, 3 §7). */
export const lookupValuesParamsSchema = z.object({ lookupCode: lookupCodeSchema });
export const lookupValuesQuerySchema = z.object({ parameters: z.string().max(10_000).optional() });
export const lookupValuesResponseSchema = z.array(lookupValueSchema);
export type LookupValuesResponse = z.infer<typeof lookupValuesResponseSchema>;

/** Parses the `parameters` query text; invalid JSON or a wrong shape gives null. */
export function parseLookupParameters(text: string | null | undefined): LookupParameters | null {
  if (!text) return {};
  try {
    const parsed = lookupParametersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A field's lookupParameters may name another answer: a value "@fieldName" is replaced by that
 * field's current value (e.g. price plans of the product type chosen earlier). Client and server
 * both resolve them with this function, so both ask the lookup the same question.
 */
export function resolveLookupParameters(text: string | null | undefined, answers: Readonly<Record<string, unknown>>): LookupParameters | null {
  const parameters = parseLookupParameters(text);
  if (!parameters) return null;
  return Object.fromEntries(
    Object.entries(parameters).map(([key, value]) => {
      if (typeof value !== 'string' || !value.startsWith('@')) return [key, value];
      const answer = answers[value.slice(1)];
      return [key, typeof answer === 'string' ? answer : null];
    }),
  );
}

/** The answers a field's lookupParameters refer to ("@name" values). */
export function lookupParameterReferences(text: string | null | undefined): string[] {
  const parameters = parseLookupParameters(text) ?? {};
  return Object.values(parameters).flatMap((value) => (typeof value === 'string' && value.startsWith('@') ? [value.slice(1)] : []));
}

/**
 * Lookup codes the spec names (spec 3 §7: PP_NETWORK, BILLINGCYCLE, MM_SCHEDULE, CUST_EMAIL) that
 * are served by GET /lookups/{code}/values. Values are text; parameters as each says.
 */
export const SPEC_LOOKUP_CODES = {
  /** A price plan's distribution networks: active networks valued by network code; `productTypeId` narrows them. */
  priceplanNetwork: 'PP_NETWORK',
  /** The company's active mail merge schedules (a letter's TEMPLATE choice), valued by id. */
  mailMergeSchedule: 'MM_SCHEDULE',
  /** The earlier emails of the customer `customerId` (a RESEND's choice), newest first, valued by email request id. */
  customerEmail: 'CUST_EMAIL',
} as const;
