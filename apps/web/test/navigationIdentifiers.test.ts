import { describe, expect, it } from 'vitest';
import { readNavigationIdentifiers, withNavigationIdentifiers, withoutNavigationIdentifiers } from '../src/lib/navigationIdentifiers';

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

  it('writes the ids a link carries, leaving out the absent ones, and reads them back', () => {
    const ids = { customerId: 12, accountId: 34, siteId: null, meterId: null, partyId: 7, selectedCustomerTypeCode: 'COMPANY' };
    const link = withNavigationIdentifiers('/finance', ids);
    expect(link).toBe('/finance?customerId=12&accountId=34&partyId=7&selectedCustomerTypeCode=COMPANY');
    expect(readNavigationIdentifiers(new URL(link, 'http://x').searchParams)).toEqual(ids);
    expect(withNavigationIdentifiers('/dashboard', {})).toBe('/dashboard');
  });
});
