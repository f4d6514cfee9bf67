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
  accountingSignInLinked: false,
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

  /** What a 2-Step Verification card offers: 'enabled' with Remove (when allowed), or a Set up link to its route. */
  interface CardState {
    enabled: boolean;
    remove: boolean;
  }
  const cards = [
    { title: s.authenticatorCard, route: '/mfa/totp/set-up', of: 'totp' },
    { title: s.emailCard, route: '/mfa/email/set-up', of: 'email' },
  ] as const;

  it.each([
    { settings: { mfaTotpEnabled: false, mfaEmailEnabled: false }, totp: { enabled: false, remove: false }, email: { enabled: false, remove: false } },
    // The email Remove is hidden while the authenticator is on.
    { settings: { mfaTotpEnabled: true, mfaEmailEnabled: true }, totp: { enabled: true, remove: true }, email: { enabled: true, remove: false } },
    { settings: { mfaTotpEnabled: false, mfaEmailEnabled: true }, totp: { enabled: false, remove: false }, email: { enabled: true, remove: true } },
  ])(
    'with $settings shows each card enabled with Remove where allowed, or Set up',
    async ({ settings, ...expected }: { settings: Pick<UserSettings, 'mfaTotpEnabled' | 'mfaEmailEnabled'>; totp: CardState; email: CardState }) => {
      await open(settings);
      for (const { title, route, of } of cards) {
        const c = within(card(title));
        const { enabled, remove } = expected[of];
        expect(c.queryByText(s.enabled) !== null, title).toBe(enabled);
        expect(c.queryByRole('button', { name: s.remove }) !== null, title).toBe(remove);
        const setUp = c.queryByRole('link', { name: s.setUp });
        expect(setUp?.getAttribute('href') ?? null, title).toBe(enabled ? null : route);
      }
    },
  );
});
