import type { MailAddress } from '../integrations/mailhouse/mailhouse-provider';

/** The last line of an Australian address as letters print it: `SUBURB STATE POSTCODE`. */
const LOCALITY = /^(.+?)\s+(NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+(\d{4})$/i;

/**
 * A letter's printed address (the recipient's name and the lines under it, as the PDF shows them)
 * as the mail house's address object: the last line the suburb, state and postcode, the first the
 * street, any between them the second street line (a first line repeating the name is left out). Null when the last line is not a locality (the
 * letter cannot be submitted, and is failed with the reason).
 */
export function mailAddressOf(recipient: string, addressLines: string): MailAddress | null {
  const lines = addressLines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const locality = LOCALITY.exec(lines.at(-1) ?? '');
  const street = lines.slice(lines[0]?.toLowerCase() === recipient.trim().toLowerCase() ? 1 : 0, -1);
  if (!locality || !street.length) return null;
  return {
    name: recipient.trim(),
    address_line1: street[0]!,
    ...(street.length > 1 ? { address_line2: street.slice(1).join(', ') } : {}),
    address_city: locality[1]!,
    address_state: locality[2]!.toUpperCase(),
    address_zip: locality[3]!,
    address_country: 'AU',
  };
}
