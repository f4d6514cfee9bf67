import { PARAMS_XML_ROOT, PARAMS_XML_TAGS, texts, type CrmIdentifiers, type IdentifierName } from '@wattle/contract';
import { badRequest } from '../../lib/errors';

const NAME_OF_TAG = new Map(Object.entries(PARAMS_XML_TAGS).map(([name, tag]) => [tag, name as IdentifierName]));
const ELEMENT = /\s*<([A-Za-z]+)>(\d{1,10})<\/([A-Za-z]+)>\s*/y;
const INT4_MAX = 2_147_483_647;

/**
 * Reads the perform-action `paramsXml`: exactly `<Parameters>` holding at most one each of
 * PartyId, CustomerId, AccountId, MeterId and SiteId with a positive whole number. This is a
 * complete grammar, not an XML parser, so declarations, DOCTYPEs, entities, attributes, comments
 * and CDATA are refused rather than expanded.
 */
export function parseParamsXml(xml: string): CrmIdentifiers {
  const text = xml.trim();
  const open = `<${PARAMS_XML_ROOT}>`;
  const close = `</${PARAMS_XML_ROOT}>`;
  if (!text.startsWith(open) || !text.endsWith(close)) throw badRequest(texts.sections.badParamsXml);
  const body = text.slice(open.length, text.length - close.length);
  const ids: CrmIdentifiers = {};
  ELEMENT.lastIndex = 0;
  while (ELEMENT.lastIndex < body.length) {
    const start = ELEMENT.lastIndex;
    const match = ELEMENT.exec(body);
    if (!match || match.index !== start) {
      if (body.slice(start).trim() === '') break;
      throw badRequest(texts.sections.badParamsXml);
    }
    const [, tag, digits, closing] = match;
    const name = NAME_OF_TAG.get(tag!);
    const value = Number(digits);
    if (!name || closing !== tag || ids[name] !== undefined || value < 1 || value > INT4_MAX) throw badRequest(texts.sections.badParamsXml);
    ids[name] = value;
  }
  return ids;
}
