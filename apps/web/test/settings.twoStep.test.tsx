import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts, type UserSettings } from '@wattle/contract';
import { renderApp, signIn, stubApi, testUser } from './renderApp';

const s = texts.settings;

/** What the shell asks for, answered empty so that only the page under test matters. */
const shell = {
  '/reports': [],
  '/navigation/maintenance-menu': [],
  '/navigation/help-topics': [],
  '/navigation/navigation-menu': [],
};

const settingsOf = (mfa: Pick<UserSettings, 'mfaTotpEnabled' | 'mfaEmailEnabled'>): UserSettings => ({
  ...testUser,
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: 'grace@example.test',
  username: 'ghopper',
  ...mfa,
});

const card = (title: string) => screen.getByRole('region', { name: title });

afterEach(() => vi.unstubAllGlobals());

describe('authenticator set-up intro', () => {
  it('offers Setup 2-Step Authentication and Not now; Not now goes to the dashboard without starting a set-up', async () => {
    signIn();
    const calls = stubApi(shell);
    const router = renderApp('/mfa/totp/set-up');
    expect(await screen.findByRole('heading', { name: texts.mfa.intro })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.mfa.setup })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: texts.mfa.notNow }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.filter((c) => c.path.startsWith('/users/mfa'))).toEqual([]);
  });
});

describe('My Settings', () => {
  async function open(mfa: Pick<UserSettings, 'mfaTotpEnabled' | 'mfaEmailEnabled'>) {
    signIn();
    const calls = stubApi({ ...shell, '/users/settings': settingsOf(mfa) });
    renderApp('/user/settings');
    await screen.findByRole('heading', { name: s.twoStep });
    return calls;
  }

  it('shows the user fields read-only', async () => {
    await open({ mfaTotpEnabled: false, mfaEmailEnabled: false });
    const expected: [string, string][] = [
      [s.firstName, 'Grace'],
      [s.lastName, 'Hopper'],
      [s.emailAddress, 'grace@example.test'],
      [s.username, 'ghopper'],
    ];
    for (const [label, value] of expected) {
      const field = screen.getByLabelText<HTMLInputElement>(label);
      expect(field.value).toBe(value);
      expect(field.readOnly).toBe(true);
    }
    await userEvent.type(screen.getByLabelText(s.firstName), 'x');
    expect(screen.getByLabelText<HTMLInputElement>(s.firstName).value).toBe('Grace');
  });

  it('with both methods off shows a Set up link to each set-up route and no enabled mark or Remove', async () => {
    await open({ mfaTotpEnabled: false, mfaEmailEnabled: false });
    for (const [title, route] of [
      [s.authenticatorCard, '/mfa/totp/set-up'],
      [s.emailCard, '/mfa/email/set-up'],
    ] as const) {
      const c = within(card(title));
      expect(c.getByRole('link', { name: s.setUp }).getAttribute('href')).toBe(route);
      expect(c.queryByText(s.enabled)).toBeNull();
      expect(c.queryByRole('button', { name: s.remove })).toBeNull();
    }
  });

  it('with the authenticator on shows enabled and Remove on it, and hides the email Remove', async () => {
    await open({ mfaTotpEnabled: true, mfaEmailEnabled: true });
    const authenticator = within(card(s.authenticatorCard));
    expect(authenticator.getByText(s.enabled)).toBeTruthy();
    expect(authenticator.getByRole('button', { name: s.remove })).toBeTruthy();
    expect(authenticator.queryByRole('link', { name: s.setUp })).toBeNull();
    const email = within(card(s.emailCard));
    expect(email.getByText(s.enabled)).toBeTruthy();
    expect(email.queryByRole('button', { name: s.remove })).toBeNull();
    expect(email.queryByRole('link', { name: s.setUp })).toBeNull();
  });

  it('with only email on shows enabled and Remove on the email card, and Set up on the authenticator card', async () => {
    await open({ mfaTotpEnabled: false, mfaEmailEnabled: true });
    const email = within(card(s.emailCard));
    expect(email.getByText(s.enabled)).toBeTruthy();
    expect(email.getByRole('button', { name: s.remove })).toBeTruthy();
    const authenticator = within(card(s.authenticatorCard));
    expect(authenticator.queryByText(s.enabled)).toBeNull();
    expect(authenticator.getByRole('link', { name: s.setUp }).getAttribute('href')).toBe('/mfa/totp/set-up');
  });
});
