import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { DEFAULT_COLOUR } from '../constants';
import { parseAddressLine } from './addressLine';
import type { FieldType } from './fieldTypes';

dayjs.extend(customParseFormat);

/**
 * How each field type's value travels as text (spec 1 §5): the form state, the wizard submission
 * and the section save all carry these exact strings.
 */
export const YES = 'Y';
export const NO = 'N';
export type YesNo = typeof YES | typeof NO;
export const yesNo = (flag: boolean): YesNo => (flag ? YES : NO);

/** A multi-select stores the chosen ids joined by '|'. */
export const MULTI_SELECT_SEPARATOR = '|';
export const joinMultiSelect = (ids: readonly string[]) => ids.join(MULTI_SELECT_SEPARATOR);
export const splitMultiSelect = (value: string | null | undefined): string[] =>
  value ? value.split(MULTI_SELECT_SEPARATOR).filter((id) => id !== '') : [];

/** Dates are stored as ISO text; DateTime without a zone (the company's local time). */
export const ISO_DATE = 'YYYY-MM-DD';
export const ISO_DATE_TIME = 'YYYY-MM-DDTHH:mm:ss';
/** What a date picker stores when the typed text is not a date, so the rule can say 'Invalid date.'. */
export const INVALID_DATE = 'Invalid Date';

export const isIsoDate = (value: string) => dayjs(value, ISO_DATE, true).isValid();
export const isIsoDateTime = (value: string) => dayjs(value, ISO_DATE_TIME, true).isValid();

/** Reads text typed in the company's DATE_FORMAT; the ISO date, or null when it does not fit the format. */
export function parseDisplayDate(text: string, dateFormat: string): string | null {
  const parsed = dayjs(text.trim(), dateFormat, true);
  return parsed.isValid() ? parsed.format(ISO_DATE) : null;
}

/** Shows a stored ISO date (or date-time) in the company's DATE_FORMAT; other text is shown as is. */
export function formatDisplayDate(value: string, dateFormat: string): string {
  const parsed = dayjs(value.slice(0, ISO_DATE.length), ISO_DATE, true);
  return parsed.isValid() ? parsed.format(dateFormat) : value;
}

/** AddressInput keeps its four parts as one JSON text value. */
export const addressSchema = z.object({
  street: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const ADDRESS_PARTS = ['street', 'suburb', 'state', 'postcode'] as const satisfies readonly (keyof Address)[];
/** The lookup an address's state is chosen from, as on the customer form's State field. */
export const ADDRESS_STATE_LOOKUP = 'STATES';
export const emptyAddress: Address = { street: '', suburb: '', state: '', postcode: '' };

export const encodeAddress = (address: Address) => JSON.stringify(addressSchema.parse(address));

/**
 * The address in a value: the structured value (JSON of the four parts, as the web app sends it)
 * or one Australian address line from an API client ("1 Main Street, Sydney NSW 2000"); null when
 * it is neither. An empty value is an empty address.
 */
export function decodeAddress(value: string | null | undefined): Address | null {
  if (!value?.trim()) return emptyAddress;
  if (!value.trim().startsWith('{')) return parseAddressLine(value);
  try {
    const parsed = addressSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One line for lists and display values: "12 Main St, Carlton VIC 3053". */
export function addressLine(address: Address): string {
  const locality = [address.suburb, address.state, address.postcode].map((p) => p.trim()).filter(Boolean).join(' ');
  return [address.street.trim(), locality].filter(Boolean).join(', ');
}

/** What a field of each type starts with when neither the server nor its definition gives a value. */
export function typeDefaultValue(fieldType: FieldType): string {
  if (fieldType === 'ColorPicker') return DEFAULT_COLOUR;
  if (fieldType === 'Boolean' || fieldType === 'TermsCondition') return NO;
  return '';
}
