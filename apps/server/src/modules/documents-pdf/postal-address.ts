import { parties } from '../../db/schema/index';

/** The primary contact's postal address columns, selected beside who a document goes to. */
export const postalAddressColumns = {
  line1: parties.postalAddressLine1,
  line2: parties.postalAddressLine2,
  suburb: parties.postalSuburb,
  state: parties.postalState,
  postcode: parties.postalPostcode,
};

interface PostalAddress {
  line1: string | null;
  line2: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
}

/** A postal address as the lines printed under the name (empty parts left out). */
const addressLinesOf = ({ line1, line2, suburb, state, postcode }: PostalAddress) =>
  [line1, line2, [suburb, state, postcode].filter(Boolean).join(' ')].filter((line): line is string => Boolean(line));

/** A row selected with `postalAddressColumns`, its address as printed lines instead. */
export function withAddressLines<T extends PostalAddress>({ line1, line2, suburb, state, postcode, ...rest }: T) {
  return { ...rest, addressLines: addressLinesOf({ line1, line2, suburb, state, postcode }) };
}
