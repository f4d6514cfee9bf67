import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserSettings } from '@wattle/contract';
import { useAuthStore } from '../src/stores/authStore';
import { renderApp, stubApi, testUser } from './renderApp';

afterEach(() => vi.unstubAllGlobals());

describe("the 'Sign in with' landing page", () => {
  it('signs in the user of the new session, whoever a crafted landing address names', async () => {
    useAuthStore.getState().clear();
    const session: UserSettings = {
      ...testUser,
      username: 'grace',
      displayName: 'Grace Hopper',
      companyCode: 'ACME',
      mfaTotpEnabled: false,
      mfaEmailEnabled: false,
      accountingSignInLinked: true,
    };
    stubApi({ '/users/settings': session, '/users/system-parameters': [] });
    const landing = new URLSearchParams({ username: 'mallory', displayName: 'Mallory', companyCode: 'EVIL', freeTrial: 'true' });
    const router = renderApp(`/third-party-authentication-redirect?${landing}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useAuthStore.getState().user).toMatchObject({ username: 'grace', displayName: 'Grace Hopper', companyCode: 'ACME', freeTrial: false });
  });
});
