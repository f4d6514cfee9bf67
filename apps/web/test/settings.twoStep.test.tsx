import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts, type UserSettings } from '@wattle/contract';
import { renderApp, signIn, stubApi, stubServer, testUser } from './renderApp';

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

describe('changing a second step asks for the password and a current code', () => {
  const removed = { isSuccess: true, messages: [{ message: s.removed, messageType: 'Success' }] };
  const refused = { isSuccess: false, messages: [{ message: texts.mfa.proofRefused, messageType: 'Error' }] };

  function open(mfa: Pick<UserSettings, 'mfaTotpEnabled' | 'mfaEmailEnabled'>, path: string, proofAccepted: (body: unknown) => boolean) {
    signIn();
    const calls = stubServer(({ method, path: called, body }) => {
      if (called === '/users/settings') return [200, settingsOf(mfa)];
      if (called === '/users/mfa/email/confirm-code') return [200, { isSuccess: true, messages: [] }];
      if (method === 'DELETE') return proofAccepted(body) ? [200, removed] : [403, refused];
      if (called === '/users/mfa/totp/set-up') return proofAccepted(body) ? [200, { qrCodeBase64: '', secret: 'ABCDEFGH' }] : [403, refused];
      return called in shell ? [200, []] : [404, { isSuccess: false, messages: [] }];
    });
    renderApp(path);
    return calls;
  }
  const proofDialog = () => screen.findByRole('dialog', { name: texts.mfa.proofTitle });

  it('removes the authenticator only with the password and an authenticator code; a refusal shows in the dialog', async () => {
    const calls = open({ mfaTotpEnabled: true, mfaEmailEnabled: false }, '/user/settings', (body) => (body as { password: string }).password === 'right');
    await userEvent.click(within(await screen.findByRole('region', { name: s.authenticatorCard })).getByRole('button', { name: s.remove }));
    const dialog = within(await proofDialog());
    const confirm = dialog.getByRole('button', { name: texts.mfa.proofConfirm });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    // Only the authenticator is on: no choice, no email code.
    expect(dialog.queryByRole('button', { name: texts.mfa.proofSendCode })).toBeNull();
    await userEvent.type(dialog.getByLabelText(texts.mfa.proofPassword), 'wrong');
    await userEvent.type(dialog.getByLabelText(texts.login.code), '123456');
    await userEvent.click(confirm);
    expect(await dialog.findByText(texts.mfa.proofRefused, { selector: '[data-testid="form-errors"] *' })).toBeTruthy();
    await userEvent.click(within(await screen.findByRole('dialog', { name: texts.notices.errorTitle })).getByRole('button', { name: texts.common.ok }));
    await userEvent.clear(dialog.getByLabelText(texts.mfa.proofPassword));
    await userEvent.type(dialog.getByLabelText(texts.mfa.proofPassword), 'right');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.mfa.proofTitle })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/users/mfa/totp', body: { password: 'wrong', code: '123456', codeFrom: 'totp' } },
      { method: 'DELETE', path: '/users/mfa/totp', body: { password: 'right', code: '123456', codeFrom: 'totp' } },
    ]);
  });

  it('with only email codes on, the code is emailed on request and sent as an email code', async () => {
    const calls = open({ mfaTotpEnabled: false, mfaEmailEnabled: true }, '/user/settings', () => true);
    await userEvent.click(within(await screen.findByRole('region', { name: s.emailCard })).getByRole('button', { name: s.remove }));
    const dialog = within(await proofDialog());
    await userEvent.type(dialog.getByLabelText(texts.mfa.proofPassword), 'pw');
    await userEvent.click(dialog.getByRole('button', { name: texts.mfa.proofSendCode }));
    await userEvent.type(dialog.getByLabelText(texts.login.code), '654321');
    await userEvent.click(dialog.getByRole('button', { name: texts.mfa.proofConfirm }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.filter((c) => c.path.startsWith('/users/mfa'))).toEqual([
      { method: 'POST', path: '/users/mfa/email/confirm-code', body: undefined },
      { method: 'DELETE', path: '/users/mfa/email', body: { password: 'pw', code: '654321', codeFrom: 'email' } },
    ]);
  });

  it('setting up the authenticator beside email codes asks for the proof before the QR code', async () => {
    const calls = open({ mfaTotpEnabled: false, mfaEmailEnabled: true }, '/mfa/totp/set-up', (body) => (body as { proof?: unknown }).proof !== undefined);
    const setUp = await screen.findByRole('button', { name: texts.mfa.setup });
    await waitFor(() => expect(setUp.hasAttribute('disabled')).toBe(false));
    await userEvent.click(setUp);
    const dialog = within(await proofDialog());
    expect(calls.filter((c) => c.path.startsWith('/users/mfa'))).toEqual([]);
    await userEvent.type(dialog.getByLabelText(texts.mfa.proofPassword), 'pw');
    await userEvent.click(dialog.getByRole('button', { name: texts.mfa.proofSendCode }));
    await userEvent.type(dialog.getByLabelText(texts.login.code), '111222');
    await userEvent.click(dialog.getByRole('button', { name: texts.mfa.proofConfirm }));
    expect(await screen.findByTestId('totp-secret')).toBeTruthy();
    expect(calls.find((c) => c.path === '/users/mfa/totp/set-up')?.body).toEqual({ proof: { password: 'pw', code: '111222', codeFrom: 'email' } });
  });
});
