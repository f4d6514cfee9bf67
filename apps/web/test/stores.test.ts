import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@wattle/contract';
import { queryClient } from '../src/api/queryClient';
import { isSignedIn, useAuthStore } from '../src/stores/authStore';
import { useSessionStore } from '../src/stores/sessionStore';
import { clearSignedInState } from '../src/stores/signOut';
import { useSystemStore } from '../src/stores/systemStore';
import { useUnsavedChangesStore } from '../src/stores/unsavedChangesStore';

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
  it('keeps the user, system parameters and user settings in local storage', () => {
    expect(isSignedIn()).toBe(false);
    useAuthStore.getState().setUser(user);
    useSystemStore.getState().setParameters([
      { code: 'DATE_FORMAT', parameter: 'DD/MM/YYYY' },
      { code: 'CURRENCY', parameter: '$' },
    ]);
    useSystemStore.getState().setUserSettings({ ...user, mfaTotpEnabled: true, mfaEmailEnabled: false, accountingSignInLinked: false });

    expect(isSignedIn()).toBe(true);
    expect(stored(localStorage, 'wattle.auth')).toEqual({ user });
    expect(stored(localStorage, 'wattle.system')).toMatchObject({
      parameters: { DATE_FORMAT: 'DD/MM/YYYY', CURRENCY: '$' },
      userSettings: { mfaTotpEnabled: true, mfaEmailEnabled: false },
    });
    expect(sessionStorage.getItem('wattle.auth')).toBeNull();
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
    useSystemStore.getState().setParameters([{ code: 'CURRENCY', parameter: '$' }]);
    useSessionStore
      .getState()
      .setNavigationIdentifiers({ customerId: 1, accountId: null, siteId: null, meterId: null, partyId: null, selectedCustomerTypeCode: null });
    useSessionStore.getState().setMainSearchValue('x');
    useUnsavedChangesStore.getState().setUnsavedChanges(true);
    queryClient.setQueryData(['reports'], [{ id: 1 }]);

    clearSignedInState();

    expect(useAuthStore.getState().user).toBeNull();
    expect(useSystemStore.getState()).toMatchObject({ parameters: {}, userSettings: null });
    expect(useSessionStore.getState()).toMatchObject({ customerId: null, mainSearchValue: '' });
    expect(useUnsavedChangesStore.getState().hasUnsavedChanges).toBe(false);
    expect(queryClient.getQueryData(['reports'])).toBeUndefined();
    expect(stored(localStorage, 'wattle.auth')).toEqual({ user: null });
  });
});
