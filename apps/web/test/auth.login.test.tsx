import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts, type LoginResponse } from '@wattle/contract';
import { useSessionStore } from '../src/stores/sessionStore';
import { queryClient } from '../src/api/queryClient';
import { systemParametersQuery } from '../src/api/systemParameters';
import { renderApp, signIn, stubServer, testUser } from './renderApp';

const parameters = [
  {
    id: 1,
    code: 'DATE_FORMAT',
    description: '',
    parameter: 'YYYY-MM-DD',
    parameterType: 'string',
    parameterCategoryDescription: '',
    access: true,
    userVisible: true,
  },
];
const secondStep = (mfaRequired: 'totp' | 'email', mfaMethods: ('totp' | 'email')[]): LoginResponse => ({ user: null, mfaRequired, mfaMethods });
const envelope = (message: string) => ({ isSuccess: false, messages: [{ message, messageType: 'Error' }] });

const codeValue = () => screen.getByLabelText<HTMLInputElement>(texts.login.code).value;

async function submitCredentials() {
  await userEvent.type(await screen.findByLabelText(texts.login.username), 'admin');
  await userEvent.type(screen.getByLabelText(texts.login.password), 'Admin123!');
  await userEvent.click(screen.getByRole('button', { name: texts.login.submit }));
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-in screen', () => {
  it('on success sets the user, clears the session identifiers, loads the system parameters and sends free-trial users to /free-trial', async () => {
    useSessionStore
      .getState()
      .setNavigationIdentifiers({ customerId: 5, accountId: 6, siteId: null, meterId: null, partyId: null, selectedCustomerTypeCode: 'RESIDENT' });
    const calls = stubServer(({ path }) => {
      if (path === '/login') return [200, { user: { ...testUser, freeTrial: true }, mfaRequired: null, mfaMethods: [] }];
      if (path === '/users/system-parameters') return [200, parameters];
      return [200, {}];
    });
    const router = renderApp('/login');
    await submitCredentials();
    await waitFor(() => expect(router.state.location.pathname).toBe('/free-trial'));
    expect(calls[0]).toEqual({ method: 'POST', path: '/login', body: { username: 'admin', password: 'Admin123!', useDemoMode: false } });
    expect(useSessionStore.getState()).toMatchObject({ customerId: null, accountId: null, selectedCustomerTypeCode: null });
    expect(queryClient.getQueryData(systemParametersQuery.queryKey)).toEqual({ DATE_FORMAT: 'YYYY-MM-DD' });
    expect(JSON.parse(localStorage.getItem('wattle.system')!).data).toEqual({ DATE_FORMAT: 'YYYY-MM-DD' });
    expect(JSON.parse(localStorage.getItem('wattle.auth')!).state.user.username).toBe('admin');
  });

  it('shows the first server message in a warning banner, or Error logging in without one', async () => {
    let status = 401;
    stubServer(() => (status === 401 ? [401, envelope(texts.login.invalidCredentials)] : [500, {}]));
    renderApp('/login');
    await submitCredentials();
    expect((await screen.findByRole('alert')).textContent).toContain(texts.login.invalidCredentials);
    status = 500;
    await userEvent.click(screen.getByRole('button', { name: texts.login.submit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(texts.login.error));
  });

  it('presets Demo from ?demo=true and sends useDemoMode', async () => {
    const calls = stubServer(({ path }) => (path === '/login' ? [401, envelope(texts.login.invalidCredentials)] : [200, {}]));
    renderApp('/login?demo=true');
    expect((await screen.findByLabelText<HTMLInputElement>(texts.login.demo)).checked).toBe(true);
    await submitCredentials();
    await screen.findByRole('alert');
    expect(calls[0]!.body).toMatchObject({ useDemoMode: true });
  });

  it('with ?reload=true forces one full page reload of the same address without the flag, and shows no form', async () => {
    const calls = stubServer(() => [200, {}]);
    const replace = vi.fn<(url: string | URL) => void>();
    vi.stubGlobal('location', { href: 'http://localhost/login?demo=true&reload=true', replace });
    renderApp('/login?demo=true&reload=true');
    await waitFor(() => expect(replace).toHaveBeenCalled());
    // Give any further effect a chance to reload again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(String(replace.mock.calls[0]![0])).toBe('http://localhost/login?demo=true');
    expect(screen.queryByLabelText(texts.login.username)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('without the reload flag does not reload the page', async () => {
    stubServer(() => [200, {}]);
    const replace = vi.fn<(url: string | URL) => void>();
    const reload = vi.fn<() => void>();
    vi.stubGlobal('location', { href: 'http://localhost/login?demo=true', replace, reload });
    renderApp('/login?demo=true');
    await screen.findByLabelText(texts.login.username);
    expect(replace).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends a signed-in user straight to the dashboard', async () => {
    signIn();
    stubServer(() => [200, []]);
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('second step', () => {
  it('asks for the authenticator code, switches to email (sending a code once, by itself) and clears the code after each attempt', async () => {
    const calls = stubServer(({ path }) => {
      if (path === '/login') return [200, secondStep('totp', ['totp', 'email'])];
      if (path === '/mfa/email/send-code') return [200, { isSuccess: true, messages: [] }];
      if (path === '/mfa/totp/validate-code') return [401, { isSuccess: false, messages: [] }];
      return [401, envelope('The code has expired')];
    });
    renderApp('/login');
    await submitCredentials();
    await screen.findByText(texts.login.totpPrompt);

    await userEvent.type(screen.getByLabelText(texts.login.code), '12345a6');
    expect(codeValue()).toBe('123456');
    await userEvent.click(screen.getByRole('button', { name: texts.login.verify }));
    expect((await screen.findByRole('alert')).textContent).toContain(texts.login.mfaError);
    expect(codeValue()).toBe('');
    expect(calls.find((c) => c.path === '/mfa/totp/validate-code')!.body).toEqual({
      username: 'admin',
      password: 'Admin123!',
      useDemoMode: false,
      totp: '123456',
    });

    await userEvent.click(screen.getByRole('button', { name: texts.login.useEmail }));
    await screen.findByText(texts.login.emailPrompt);
    await userEvent.click(screen.getByRole('button', { name: texts.login.useTotp }));
    await userEvent.click(await screen.findByRole('button', { name: texts.login.useEmail }));
    await screen.findByText(texts.login.emailPrompt);
    expect(calls.filter((c) => c.path === '/mfa/email/send-code')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: texts.login.resendCode }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/mfa/email/send-code')).toHaveLength(2));

    await userEvent.type(screen.getByLabelText(texts.login.code), '654321');
    await userEvent.click(screen.getByRole('button', { name: texts.login.verify }));
    expect((await screen.findByRole('alert')).textContent).toContain('The code has expired');
    expect(codeValue()).toBe('');
    expect(calls.at(-1)!.body).toMatchObject({ emailVerificationCode: '654321', useDemoMode: false });
  });
});
