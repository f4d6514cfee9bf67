import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@wattle/contract';
import { useDrawerStore } from '../src/app/shell/drawerStore';
import { useAuthStore } from '../src/stores/authStore';
import { useSessionStore } from '../src/stores/sessionStore';
import { useUnsavedChangesStore } from '../src/stores/unsavedChangesStore';
import { renderApp, signIn, stubApi } from './renderApp';

const menus = {
  '/reports': [
    { id: 1, name: 'Aged Debtors', category: 'Finance', isLocked: false },
    { id: 2, name: 'Journal Export', category: 'Finance', isLocked: true },
    { id: 3, name: 'Customer List', category: 'Customers', isLocked: false },
  ],
  '/navigation/maintenance-menu': [
    { code: 'systemconfig', name: 'System Settings', category: 'System', isLocked: false },
    { code: 'BUILDINGS', name: 'Buildings', category: 'Sites', isLocked: false },
    { code: 'USERS', name: 'Users', category: 'Sites', isLocked: true },
  ],
  '/navigation/help-topics': [{ id: 1, name: 'Getting started', url: 'https://help.example/start' }],
  '/users/support-ticket-info': { ticketsAllowed: true, ticketsCreated: 3, ticketsMax: 10, month: '2025-07' },
  '/users/company-zendesk-tickets': [{ id: 501, subject: 'Cannot print', priority: 'high', type: 'problem', createdAt: '2025-07-04T03:05:00Z' }],
  '/navigation/navigation-menu': [
    {
      name: 'Customer',
      code: 'CUSTOMER',
      iconName: 'Person',
      pages: [
        { code: 'CUSTRESIDENTIAL', name: 'Residential', icon: 'Home', customerType: 'RESIDENT' },
        { code: 'CUSTCOMMERCIAL', name: 'Commercial', icon: 'Business', customerType: 'COMPANY' },
        { code: 'PARTYDETAILS', name: 'Contact Details', icon: 'Contacts', customerType: null },
      ],
    },
    { name: 'Services', code: 'Services', iconName: 'ElectricalServices', pages: [{ code: 'SITEDETAILS', name: 'Site', icon: 'Place', customerType: null }] },
  ],
  '/logout': { isSuccess: true, messages: [] },
};

// The first visit of each page compiles its lazy chunk under Vitest, which can take seconds.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useDrawerStore.setState({ pinned: true, open: true });
});

/** The shell is on screen; effects that ran outside act (after lazy loads) are flushed. */
async function shellShown() {
  await screen.findByRole('navigation', { name: texts.drawer.label });
  await act(async () => {});
}

describe('routing', () => {
  it('sends signed-out users to /login', async () => {
    stubApi(menus);
    const router = renderApp('/finance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the 404 page for an unknown path', async () => {
    stubApi(menus);
    signIn();
    renderApp('/no/such/page');
    expect(await screen.findByText(texts.notFound.code)).toBeTruthy();
    expect(screen.getByText(texts.notFound.message)).toBeTruthy();
  });

  it('stores the ids a link carries and continues without them', async () => {
    stubApi(menus);
    signIn();
    const router = renderApp('/finance?customerId=12&accountId=34&selectedCustomerTypeCode=RESIDENT&siteId=');
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance'));
    expect(router.state.location.search).toBe('');
    expect(useSessionStore.getState()).toMatchObject({
      customerId: 12,
      accountId: 34,
      siteId: null,
      meterId: null,
      partyId: null,
      selectedCustomerTypeCode: 'RESIDENT',
    });
  });

  it('asks before leaving a page with unsaved edits and stays when declined', async () => {
    const user = userEvent.setup();
    stubApi(menus);
    signIn();
    const router = renderApp('/dashboard');
    await shellShown();
    act(() => useUnsavedChangesStore.getState().setUnsavedChanges(true));

    await act(() => router.navigate('/finance'));
    expect(await screen.findByText(texts.navigation.unsavedEdits)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.common.cancel }));
    await waitFor(() => expect(screen.queryByText(texts.navigation.unsavedEdits)).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(useUnsavedChangesStore.getState().hasUnsavedChanges).toBe(true);

    await act(() => router.navigate('/finance'));
    await user.click(await screen.findByRole('button', { name: texts.common.yes }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finance'));
    expect(useUnsavedChangesStore.getState().hasUnsavedChanges).toBe(false);
  });
});

describe('top bar', () => {
  it('Reports: My reports first, categories sorted, locked reports disabled, a report opens /reports/{id}', async () => {
    const user = userEvent.setup();
    stubApi(menus);
    signIn();
    const router = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: texts.topBar.reports }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('Aged Debtors');
    expect(within(menu).getAllByRole('menuitem')[0]?.textContent).toBe(texts.topBar.myReports);
    expect(within(menu).getByRole('menuitem', { name: texts.topBar.myReports }).getAttribute('href')).toBe('/my-reports');
    expect(
      within(menu)
        .getAllByText(/^(Customers|Finance)$/)
        .map((h) => h.textContent),
    ).toEqual(['Customers', 'Finance']);
    expect(within(menu).getByText('Journal Export').closest('[role="menuitem"]')?.getAttribute('aria-disabled')).toBe('true');

    await user.click(within(menu).getByText('Aged Debtors'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/1'));
  });

  it('Maintenance: codes open their screens, other codes /maintenance/{code}, locked items disabled', async () => {
    const user = userEvent.setup();
    stubApi(menus);
    signIn();
    const router = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: texts.topBar.maintenance }));
    const menu = await screen.findByRole('menu');
    expect((await within(menu).findByText('Users')).closest('[role="menuitem"]')?.getAttribute('aria-disabled')).toBe('true');
    await user.click(within(menu).getByText('System Settings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-settings'));

    await user.click(screen.getByRole('button', { name: texts.topBar.maintenance }));
    await user.click(await within(await screen.findByRole('menu')).findByText('Buildings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance/BUILDINGS'));
  });

  it('opens a menu after the pointer rests on its button for 300 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi(menus);
    signIn();
    renderApp('/dashboard');
    await user.hover(await screen.findByRole('button', { name: texts.topBar.help }));
    expect(screen.queryByRole('menu')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(300));
    const link = await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Getting started' });
    expect(link.getAttribute('href')).toBe('https://help.example/start');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('keeps a menu closed after Escape while the pointer rests on its button, until the pointer leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi(menus);
    signIn();
    renderApp('/dashboard');
    const button = await screen.findByRole('button', { name: texts.topBar.maintenance });
    await user.hover(button);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The pointer still rests on the button (a move over it fires mouseenter again): it stays closed.
    await user.hover(button);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Leaving and coming back opens it again; a click opens it at once.
    await user.unhover(button);
    await user.hover(button);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('Maintenance: daily work first with its headings, administration after', async () => {
    const user = userEvent.setup();
    stubApi({
      ...menus,
      '/navigation/maintenance-menu': [
        { code: 'systemconfig', name: 'System Settings', category: 'System', isLocked: false },
        { code: 'READS', name: 'Meter Reads', category: 'Metering', isLocked: false },
        { code: 'PRICEPLANS', name: 'Price Plans', category: 'Billing', isLocked: false },
      ],
    });
    signIn();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: texts.topBar.maintenance }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('Meter Reads');
    const order = [...menu.querySelectorAll('li, [role="menuitem"]')].map((li) => li.textContent);
    expect(order).toEqual([
      texts.topBar.dailyWork,
      'Billing',
      'Price Plans',
      'Metering',
      'Meter Reads',
      texts.topBar.administration,
      'System',
      'System Settings',
    ]);
  });

  it('shows the user, the support-ticket usage and its dialog, and logs out', async () => {
    const user = userEvent.setup();
    const calls = stubApi(menus);
    signIn({ demoMode: true });
    const router = renderApp('/dashboard');
    expect((await screen.findByRole('banner')).getAttribute('data-demo')).toBe('true');
    expect(screen.getByText('ACME')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: texts.topBar.userMenu }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('admin@example.com')).toBeTruthy();
    expect(within(menu).getByText('ADMIN')).toBeTruthy();
    expect(within(menu).getByText('DEVELOPER')).toBeTruthy();
    const ticketLine = texts.topBar.supportTickets(3, 'July 2025', 10);
    await user.click(await within(menu).findByText(ticketLine));
    const dialog = await screen.findByRole('dialog', { name: texts.topBar.supportTicketsTitle('July 2025') });
    expect(await within(dialog).findByText('Cannot print')).toBeTruthy();
    // 03:05 UTC on the company's clock (Sydney, the default zone) in its DATE_FORMAT.
    expect(within(dialog).getByText('04/07/2025 13:05')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: texts.common.close }));

    await user.click(screen.getByRole('button', { name: texts.topBar.userMenu }));
    await user.click(await within(await screen.findByRole('menu')).findByText(texts.topBar.logout));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toContainEqual({ method: 'POST', path: '/logout' });
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('side drawer', () => {
  it('unpinning closes it and brings it back as a rail 500 ms later; pinning restores it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi(menus);
    signIn({ freeTrial: true });
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: texts.drawer.label });
    expect(within(nav).getByRole('link', { name: texts.drawer.getStarted }).getAttribute('href')).toBe('/free-trial');
    expect(within(nav).getByRole('link', { name: texts.drawer.dashboard }).getAttribute('aria-current')).toBe('page');

    await user.click(within(nav).getByRole('button', { name: texts.drawer.unpin }));
    expect(screen.queryByRole('navigation', { name: texts.drawer.label })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(500));
    const rail = await screen.findByRole('navigation', { name: texts.drawer.label });
    expect(rail.getAttribute('data-expanded')).toBe('false');
    await user.hover(rail);
    expect(rail.getAttribute('data-expanded')).toBe('true');

    await user.click(within(rail).getByRole('button', { name: texts.drawer.pin }));
    expect(useDrawerStore.getState().pinned).toBe(true);
    expect(JSON.parse(localStorage.getItem('wattle.drawer')!).state.pinned).toBe(true);
  });

  it('shows the customer menu once a customer is selected, filtered by customer type', async () => {
    const user = userEvent.setup();
    stubApi(menus);
    signIn();
    const router = renderApp('/dashboard?customerId=7&selectedCustomerTypeCode=RESIDENT');
    const nav = await screen.findByRole('navigation', { name: texts.drawer.label });
    await user.click(await within(nav).findByRole('button', { name: 'Customer' }));
    expect(await within(nav).findByRole('link', { name: 'Residential' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Commercial' })).toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
  });

  it('the top bar toggle hides and shows the drawer', async () => {
    const user = userEvent.setup();
    stubApi(menus);
    signIn();
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: texts.drawer.label });
    await user.click(screen.getByRole('button', { name: texts.topBar.toggleMenu }));
    expect(screen.queryByRole('navigation', { name: texts.drawer.label })).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.topBar.toggleMenu }));
    expect(screen.getByRole('navigation', { name: texts.drawer.label })).toBeTruthy();
  });
});
