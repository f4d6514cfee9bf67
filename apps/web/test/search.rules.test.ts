import { describe, expect, it } from 'vitest';
import type { RecentItem, SearchResult } from '@wattle/contract';
import { inBrowserOrder, useRecentOrderStore } from '../src/features/search/recentOrderStore';
import { contextFromQuery, identifiersOf, isSelectedResult, pathForResult } from '../src/features/search/searchRouting';

const result = (over: Partial<SearchResult>): SearchResult => ({
  id: 7,
  headerLine: 'John Smith',
  line1: null,
  line2: null,
  line3: null,
  line4: null,
  line5: null,
  tileIcon: 'home',
  context: 'Customer',
  customerId: 7,
  accountId: 70,
  siteId: 700,
  meterId: 7000,
  partyId: 77,
  customerTypeCode: 'RESIDENT',
  alert: null,
  isClosed: false,
  isProspect: false,
  ...over,
});

describe('selecting a search result (spec 1 §2.7)', () => {
  it.each([
    ['RESIDENT', '/residential'],
    ['COMPANY', '/commercial'],
    ['OCCUPIER', '/customer-detail'],
    ['SUNDRY', '/customer-detail'],
  ] as const)('opens a %s customer on %s', (customerTypeCode, path) => {
    expect(pathForResult(result({ customerTypeCode }))).toBe(path);
  });

  it('opens a contact on /contact-details and a site on /services', () => {
    expect(pathForResult(result({ context: 'Contact' }))).toBe('/contact-details');
    expect(pathForResult(result({ context: 'Site' }))).toBe('/services');
  });

  it('stores every id of the result and its customer type', () => {
    expect(identifiersOf(result({}))).toEqual({ customerId: 7, accountId: 70, siteId: 700, meterId: 7000, partyId: 77, selectedCustomerTypeCode: 'RESIDENT' });
  });

  it('marks the card of the entity the session has selected, per context', () => {
    const selected = { customerId: 7, partyId: null, siteId: 700 };
    expect(isSelectedResult(result({}), selected)).toBe(true);
    expect(isSelectedResult(result({ context: 'Contact', id: 77 }), selected)).toBe(false);
    expect(isSelectedResult(result({ context: 'Site', id: 700 }), selected)).toBe(true);
  });

  it('reads the context of /go-to-entity and of the legacy /_Dynamic/GoTo link', () => {
    expect(contextFromQuery(new URLSearchParams('searchId=1&searchContext=Site'))).toBe('Site');
    expect(contextFromQuery(new URLSearchParams('searchId=1&searchType=CUSTOMER'))).toBe('Customer');
    expect(contextFromQuery(new URLSearchParams('searchId=1&searchType=METER'))).toBeNull();
  });
});

describe('the Recent order kept in browser storage', () => {
  const item = (id: number): RecentItem => ({ type: 'Customer', id, tooltip: String(id), alert: null, result: null });

  it('moves the last selection to the front, per user and context, and keeps it in localStorage', () => {
    const { remember } = useRecentOrderStore.getState();
    remember('ann', 'Customer', 1);
    remember('ann', 'Customer', 2);
    remember('ann', 'Customer', 1);
    remember('bob', 'Customer', 3);
    expect(useRecentOrderStore.getState().order).toEqual({ 'ann|Customer': [1, 2], 'bob|Customer': [3] });
    expect(JSON.parse(localStorage.getItem('wattle.recentSearches')!).state.order['ann|Customer']).toEqual([1, 2]);
  });

  it('orders the server’s items by the browser order, unknown ones after in server order', () => {
    expect(inBrowserOrder([item(1), item(2), item(3), item(4)], [3, 1]).map((i) => i.id)).toEqual([3, 1, 2, 4]);
    expect(inBrowserOrder([item(1), item(2)], undefined).map((i) => i.id)).toEqual([1, 2]);
  });
});
