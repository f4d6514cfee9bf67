import { describe, expect, it } from 'vitest';
import { readNavigationIdentifiers, withoutNavigationIdentifiers } from '../src/lib/navigationIdentifiers';

describe('navigation identifiers', () => {
  it('reads the ids as numbers, absent ones as null', () => {
    expect(readNavigationIdentifiers(new URLSearchParams('customerId=12&accountId=34&selectedCustomerTypeCode=RESIDENT'))).toEqual({
      customerId: 12,
      accountId: 34,
      siteId: null,
      meterId: null,
      partyId: null,
      selectedCustomerTypeCode: 'RESIDENT',
    });
  });

  it('treats empty or non-numeric ids as null', () => {
    expect(readNavigationIdentifiers(new URLSearchParams('siteId=&meterId=abc&partyId=1.5'))).toMatchObject({ siteId: null, meterId: null, partyId: null });
  });

  it('returns null when the link carries none of them', () => {
    expect(readNavigationIdentifiers(new URLSearchParams('sectionId=4'))).toBeNull();
  });

  it('strips only the identifiers from the URL', () => {
    expect(withoutNavigationIdentifiers(new URL('http://x/residential?customerId=1&partyId=2'))).toBe('/residential');
    expect(withoutNavigationIdentifiers(new URL('http://x/integration?customerId=1&xeroConnectionStatus=success#top'))).toBe(
      '/integration?xeroConnectionStatus=success#top',
    );
  });
});
