import { z } from 'zod';
import { bodyId } from '../ids';

/**
 * The session identifiers of spec 1 §3 that customer pages send with every section call.
 * Absent and null both mean "not selected".
 */
export const identifierNames = ['partyId', 'customerId', 'accountId', 'siteId', 'meterId'] as const;
export type IdentifierName = (typeof identifierNames)[number];

const idSchema = z.optional(z.nullable(bodyId));

export const crmIdentifiersSchema = z.object({ partyId: idSchema, customerId: idSchema, accountId: idSchema, siteId: idSchema, meterId: idSchema }).strict();
export type CrmIdentifiers = z.infer<typeof crmIdentifiersSchema>;

/** The `parameters` query value of a section call: the identifiers plus the highlighted parent row of a child section. */
export const sectionParametersSchema = crmIdentifiersSchema.extend({ parentKey: z.string().max(100).nullable().optional() }).strict();
export type SectionParameters = z.infer<typeof sectionParametersSchema>;

/** `?parameters=` carries JSON; a malformed value is a validation failure, never a crash. */
export const sectionParametersQuery = z
  .string()
  .max(2000)
  .default('{}')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'parameters must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(sectionParametersSchema);

export const encodeSectionParameters = (p: SectionParameters) => JSON.stringify(p);

/** Tag names of the perform-action `paramsXml` document, in the order they are written. */
export const PARAMS_XML_ROOT = 'Parameters';
export const PARAMS_XML_TAGS: Record<IdentifierName, string> = {
  partyId: 'PartyId',
  customerId: 'CustomerId',
  accountId: 'AccountId',
  meterId: 'MeterId',
  siteId: 'SiteId',
};

/** Builds `<Parameters><PartyId>1</PartyId>…</Parameters>`; absent identifiers are left out. */
export function toParamsXml(ids: CrmIdentifiers): string {
  const inner = (Object.keys(PARAMS_XML_TAGS) as IdentifierName[])
    .filter((name) => ids[name] != null)
    .map((name) => `<${PARAMS_XML_TAGS[name]}>${ids[name]}</${PARAMS_XML_TAGS[name]}>`)
    .join('');
  return `<${PARAMS_XML_ROOT}>${inner}</${PARAMS_XML_ROOT}>`;
}
