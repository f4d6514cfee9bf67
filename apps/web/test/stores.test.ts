import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@wattle/contract';
import { queryClient } from '../src/api/queryClient';
import { systemParametersQuery } from '../src/api/systemParameters';
import { userSettingsQuery } from '../src/features/auth/authApi';
import { isSignedIn, useAuthStore } from '../src/stores/authStore';
import { useSessionStore } from '../src/stores/sessionStore';
import { clearSignedInState } from '../src/stores/signOut';
import { useUnsavedChangesStore } from '../src/stores/unsavedChangesStore';
import { stubApi } from './renderApp';

const user: SessionUser = {
  username: 'admin',
  displayName: 'Ada Admin',
  firstName: 'Ada',
  lastName: 'Admin',
  companyCode: 'ACME',
  emailAddress: 'admin@example.com',
  userRoles: 'ADMIN',
  demoMode: true,
  freeTrial: false,
};

const stored = (storage: Storage, key: string) => JSON.parse(storage.getItem(key) ?? 'null')?.state;

describe('stores', () => {
  it('keeps the user in local storage', () => {
    expect(isSignedIn()).toBe(false);
    useAuthStore.getState().setUser(user);

    expect(isSignedIn()).toBe(true);
    expect(stored(localStorage, 'wattle.auth')).toEqual({ user });
    expect(sessionStorage.getItem('wattle.auth')).toBeNull();
  });

  it('system parameters and user settings come from the server; the last answer is kept in local storage and shown first after a reload', async () => {
    const settings = { ...user, mfaTotpEnabled: true, mfaEmailEnabled: false, accountingSignInLinked: false };
    const parameter = (code: string, value: string) => ({ id: 1, code, parameter: value, description: null, modifiedBy: null, modifiedOn: null });
    const calls = stubApi({ '/users/system-parameters': [parameter('DATE_FORMAT', 'DD/MM/YYYY'), parameter('CURRENCY', '$')], '/users/settings': settings });

    await queryClient.query(systemParametersQuery);
    await queryClient.query(userSettingsQuery);
    expect(JSON.parse(localStorage.getItem('wattle.system')!)).toEqual({ data: { DATE_FORMAT: 'DD/MM/YYYY', CURRENCY: '$' } });
    expect(JSON.parse(localStorage.getItem('wattle.userSettings')!)).toEqual({ data: settings });

    // A reload: an empty cache starts from the stored copy, which counts as stale and is fetched again.
    queryClient.clear();
    const reloaded = new QueryObserver(queryClient, systemParametersQuery).getCurrentResult();
    expect(reloaded.data).toEqual({ DATE_FORMAT: 'DD/MM/YYYY', CURRENCY: '$' });
    expect(reloaded.isStale).toBe(true);
    expect(calls.filter((c) => c.path === '/users/system-parameters')).toHaveLength(1);
  });

  it('keeps session identifiers and the main search value in session storage', () => {
    const session = useSessionStore.getState();
    session.setNavigationIdentifiers({ customerId: 1, accountId: 2, siteId: 3, meterId: null, partyId: 5, selectedCustomerTypeCode: 'COMPANY' });
    session.setIdentifier('pricePlanId', 40);
    session.setIdentifier('networkNodeId', 41);
    session.setMainSearchValue('ACC-1');

    expect(stored(sessionStorage, 'wattle.session')).toEqual({
      customerId: 1,
      accountId: 2,
      siteId: 3,
      meterId: null,
      partyId: 5,
      pricePlanId: 40,
      networkNodeId: 41,
      selectedCustomerTypeCode: 'COMPANY',
      mainSearchValue: 'ACC-1',
    });
    expect(localStorage.getItem('wattle.session')).toBeNull();

    useSessionStore.getState().clearIdentifiers();
    expect(useSessionStore.getState()).toMatchObject({ customerId: null, pricePlanId: null, selectedCustomerTypeCode: null, mainSearchValue: 'ACC-1' });
  });

  it('a user is signed in only with a username', () => {
    useAuthStore.getState().setUser({ ...user, username: '' });
    expect(isSignedIn()).toBe(false);
  });

  it('signing out clears every store and the query cache', () => {
    useAuthStore.getState().setUser(user);
    queryClient.setQueryData(systemParametersQuery.queryKey, { CURRENCY: '$' });
    localStorage.setItem('wattle.system', JSON.stringify({ data: { CURRENCY: '$' } }));
    useSessionStore
      .getState()
      .setNavigationIdentifiers({ customerId: 1, accountId: null, siteId: null, meterId: null, partyId: null, selectedCustomerTypeCode: null });
    useSessionStore.getState().setMainSearchValue('x');
    useUnsavedChangesStore.getState().setUnsavedChanges(true);
    queryClient.setQueryData(['reports'], [{ id: 1 }]);

    clearSignedInState();

    expect(useAuthStore.getState().user).toBeNull();
    expect(queryClient.getQueryData(systemParametersQuery.queryKey)).toBeUndefined();
    expect(localStorage.getItem('wattle.system')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ customerId: null, mainSearchValue: '' });
    expect(useUnsavedChangesStore.getState().hasUnsavedChanges).toBe(false);
    expect(queryClient.getQueryData(['reports'])).toBeUndefined();
    expect(stored(localStorage, 'wattle.auth')).toEqual({ user: null });
  });
});
