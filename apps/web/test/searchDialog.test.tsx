import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARAMS, texts, type SearchResult } from '@wattle/contract';
import { ResultCard } from '../src/features/search/ResultCard';
import { useSearchDialogStore } from '../src/features/search/searchDialogStore';
import { setSystemParameters } from './systemParameters';
import { renderApp, signIn, stubApi } from './renderApp';

const result = (overrides: Partial<SearchResult>): SearchResult => ({
  id: 7,
  headerLine: 'Ruby Resident',
  line1: '1 Harbour St, Sydney NSW 2000',
  line2: 'Account 10001',
  line3: null,
  line4: null,
  line5: null,
  tileIcon: 'Person',
  context: 'Customer',
  customerId: 7,
  accountId: 70,
  siteId: null,
  meterId: null,
  partyId: null,
  customerTypeCode: 'RESIDENT',
  alert: null,
  isClosed: false,
  isProspect: false,
  ...overrides,
});

describe('search result card (spec 1 §2.7)', () => {
  it("greys a closed customer and marks it '(Closed)'", () => {
    render(<ResultCard result={result({ isClosed: true })} selected={false} onSelect={() => undefined} />);
    const card = screen.getByTestId('search-result-Customer-7');
    expect(card.getAttribute('data-closed')).toBe('true');
    expect(within(card).getByText(`Ruby Resident ${texts.search.closed}`).textContent).toBe(`Ruby Resident ${texts.search.closed}`);
  });

  it('gives a prospect the primary-coloured icon and the selected card the red border, and says which was chosen', () => {
    const onSelect = vi.fn();
    render(<ResultCard result={result({ isProspect: true })} selected onSelect={onSelect} />);
    const card = screen.getByTestId('search-result-Customer-7');
    expect(card.getAttribute('data-selected')).toBe('true');
    expect(card.querySelector('[data-prospect="true"]')?.classList.contains('MuiSvgIcon-colorPrimary')).toBe(true);
    expect(within(card).queryByText(texts.search.closed, { exact: false })).toBeNull();
    const link = within(card).getByRole('link');
    // The card is a link with the customer's ids (a new tab or a bookmark opens the customer); a plain click selects in place.
    expect(link.getAttribute('href')).toBe('/residential?customerId=7&accountId=70&selectedCustomerTypeCode=RESIDENT');
    act(() => link.click());
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
  });
});

describe('search dialog', () => {
  afterEach(() => {
    act(() => useSearchDialogStore.getState().close());
  });

  it("labels the network-node tab from NETNODELABEL and starts with 'Open account' ticked", async () => {
    stubApi({ '/search/search-columns': [{ id: 0, name: 'All' }], '/search/get-recent': { Items: [], currentItemIndex: 0 } });
    signIn();
    setSystemParameters({ [PARAMS.netNodeLabel]: 'Estate' });
    renderApp('/');
    act(() => useSearchDialogStore.getState().show(''));
    expect((await screen.findByRole('tab', { name: 'Estate' }, { timeout: 5000 })).getAttribute('aria-selected')).toBe('false');
    expect(screen.queryByRole('tab', { name: texts.search.defaultNetworkNodeLabel })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: texts.search.openAccount }).checked).toBe(true);
  });

  it("falls back to 'Building' without the parameter", async () => {
    stubApi({ '/search/search-columns': [{ id: 0, name: 'All' }], '/search/get-recent': { Items: [], currentItemIndex: 0 } });
    signIn();
    renderApp('/');
    act(() => useSearchDialogStore.getState().show(''));
    expect((await screen.findByRole('tab', { name: texts.search.defaultNetworkNodeLabel }, { timeout: 5000 })).textContent).toBe(
      texts.search.defaultNetworkNodeLabel,
    );
  });
});
