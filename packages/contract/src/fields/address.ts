import { z } from 'zod';

/**
 * The AddressInput value: four parts kept as one JSON text, or one Australian address line from an
 * API client. Apart from the other field values so that screens that never show an address do not
 * load this.
 */

/** The structured value: the four parts as one JSON text. */
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
  const locality = [address.suburb, address.state, address.postcode]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
  return [address.street.trim(), locality].filter(Boolean).join(', ');
}

/** Australia's states and territories: the STATES lookup's values, and the names they stand for. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};
const STATE_OF = new Map(Object.entries(STATE_NAMES).flatMap(([code, name]) => [[code, code] as const, [name.toUpperCase(), code] as const]));
const STATE = [...STATE_OF.keys()].map((s) => s.replace(/ /g, '\\s+')).join('|');

/** "…, suburb STATE 2000" at the end of the line; commas between the last three parts optional. */
const LOCALITY = new RegExp(`^(.*?)[\\s,]+(${STATE})[\\s,]+(\\d{4})$`, 'i');

/** Street types, for a line without a comma between street and suburb ("1 Main St Sydney NSW 2000"). */
const STREET_TYPES =
  'street|st|road|rd|avenue|ave|av|drive|dr|place|pl|lane|ln|court|ct|crescent|cres|parade|pde|terrace|tce|highway|hwy|boulevard|blvd|way|close|cl|circuit|cct|esplanade|esp|grove|gr|square|sq';
const STREET_THEN_SUBURB = new RegExp(`^(.*\\b(?:${STREET_TYPES})\\.?)\\s+([^\\d,][^,]*)$`, 'i');

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * An Australian address written on one line, as API clients send it: "1 Main Street, Sydney NSW
 * 2000", "3/12 King St, Newtown NSW 2042", "Unit 3, 12 King St, Newtown, NSW, 2042" or without the
 * comma after a street type ("1 Main St Sydney NSW 2000"). The state may be its abbreviation or its
 * name; the postcode has 4 digits. Null when the line is not such an address.
 */
export function parseAddressLine(line: string): Address | null {
  const locality = LOCALITY.exec(tidy(line));
  if (!locality) return null;
  const [, rest, state, postcode] = locality as unknown as [string, string, string, string];
  const place = rest.includes(',') ? [rest.slice(0, rest.lastIndexOf(',')), rest.slice(rest.lastIndexOf(',') + 1)] : STREET_THEN_SUBURB.exec(rest)?.slice(1, 3);
  if (!place) return null;
  const street = tidy(place[0]!).replace(/,$/, '');
  const suburb = tidy(place[1]!);
  if (!street || !suburb) return null;
  return { street, suburb, state: STATE_OF.get(tidy(state).toUpperCase())!, postcode };
}
