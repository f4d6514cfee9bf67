import { expect, test, type Page } from '@playwright/test';
import { texts } from '@wattle/contract';
import { authenticatorCode, logout, sixDigitCode, startAuthWorld, submitSignIn, type AuthWorld } from './auth.world';

// One server, one user: set up the authenticator, then email codes, then remove both.
test.describe.configure({ mode: 'serial' });

let world: AuthWorld;
let secret = '';
// The server refuses a time step at or before the last one used, as it should: each code here is a later step.
let lastStep = 0;
const PERIOD_MS = 30_000;

/**
 * The code of the next unused time step the server accepts (its window is one step either side),
 * waiting for the clock only when the steps up to the next one are used. The step before is taken
 * only while the server will still be in this step when it checks.
 */
async function freshAuthenticatorCode(page: Page) {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    const earliest = now % PERIOD_MS < PERIOD_MS - 5_000 ? step - 1 : step;
    const next = Math.max(lastStep + 1, earliest);
    if (next <= step + 1) {
      lastStep = next;
      return authenticatorCode(secret, next * PERIOD_MS + 1);
    }
    await page.waitForTimeout(1_000);
  }
}
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startAuthWorld('mfa');
});
// A journey may wait up to one 30 s time step for a fresh authenticator code.
test.beforeEach(() => test.setTimeout(120_000));
test.afterAll(async () => {
  await world?.stop();
});

const at = (path: string) => `${world.url}${path}`;
const codeField = (page: Page) => page.getByLabel(texts.login.code);
const card = (page: Page, name: string) => page.getByRole('region', { name });

async function signInToSettings(page: Page) {
  await page.goto(at('/login'));
  await submitSignIn(page, world.user.username, world.user.password);
  await expect(page).toHaveURL(at('/dashboard'));
  await page.goto(at('/user/settings'));
  await expect(page.getByRole('heading', { name: texts.settings.title })).toBeVisible();
}

test('sets up the authenticator app and signs in with its code', async ({ page }) => {
  await signInToSettings(page);
  await expect(page.getByLabel(texts.settings.username)).toHaveValue(world.user.username);
  await expect(page.getByLabel(texts.settings.emailAddress)).toHaveValue(world.user.email);
  await card(page, texts.settings.authenticatorCard).getByRole('link', { name: texts.settings.setUp }).click();
  await expect(page).toHaveURL(at('/mfa/totp/set-up'));
  await expect(page.getByText(texts.mfa.intro)).toBeVisible();
  await page.getByRole('button', { name: texts.mfa.setup }).click();
  await expect(page.getByRole('img', { name: texts.mfa.qrAlt })).toBeVisible();
  secret = (await page.getByTestId('totp-secret').textContent())!;

  // A real code of the secret, from a time step long past.
  await codeField(page).fill(authenticatorCode(secret, PERIOD_MS + 1));
  await page.getByRole('button', { name: texts.mfa.verify }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.mfa.incorrectCode);
  await expect(codeField(page)).toHaveValue('');
  await codeField(page).fill(await freshAuthenticatorCode(page));
  await page.getByRole('button', { name: texts.mfa.verify }).click();
  await expect(page).toHaveURL(at('/dashboard'));
  await logout(page);

  await submitSignIn(page, world.user.username, world.user.password);
  await expect(page.getByText(texts.login.totpPrompt)).toBeVisible();
  await codeField(page).fill('000000');
  await page.getByRole('button', { name: texts.login.verify }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.login.mfaError);
  await expect(codeField(page)).toHaveValue('');
  await codeField(page).fill(await freshAuthenticatorCode(page));
  await page.getByRole('button', { name: texts.login.verify }).click();
  await expect(page).toHaveURL(at('/dashboard'));
  await logout(page);
});

test('sets up email codes and signs in with a code read from the mail sink', async ({ page }) => {
  await signInWithAuthenticator(page);
  await page.goto(at('/user/settings'));
  await expect(card(page, texts.settings.authenticatorCard).getByText(texts.settings.enabled)).toBeVisible();
  let since = Date.now();
  await card(page, texts.settings.emailCard).getByRole('link', { name: texts.settings.setUp }).click();
  await expect(page).toHaveURL(at('/mfa/email/set-up'));
  const first = await world.emailSince(since);
  since = Date.now();
  await page.getByRole('button', { name: texts.mfa.resendEmail }).click();
  const resent = await world.emailSince(since);
  expect(sixDigitCode(resent.text ?? '')).not.toBe('');
  await codeField(page).fill(sixDigitCode(first.text ?? ''));
  await page.getByRole('button', { name: texts.mfa.verify }).click();
  // The resent code replaced the first one.
  await expect(page.getByRole('alert')).toHaveText(texts.mfa.incorrectCode);
  await codeField(page).fill(sixDigitCode(resent.text ?? ''));
  await page.getByRole('button', { name: texts.mfa.verify }).click();
  await expect(page).toHaveURL(at('/dashboard'));

  await page.goto(at('/user/settings'));
  await expect(card(page, texts.settings.emailCard).getByText(texts.settings.enabled)).toBeVisible();
  // Email Remove is hidden while the authenticator is on.
  await expect(card(page, texts.settings.emailCard).getByRole('button', { name: texts.settings.remove })).toHaveCount(0);
  await logout(page);

  // The authenticator is asked for first; switching to email sends a code by itself.
  await submitSignIn(page, world.user.username, world.user.password);
  await expect(page.getByText(texts.login.totpPrompt)).toBeVisible();
  since = Date.now();
  await page.getByRole('button', { name: texts.login.useEmail }).click();
  await expect(page.getByText(texts.login.emailPrompt)).toBeVisible();
  const signInMail = await world.emailSince(since);
  expect(signInMail.subject).toBe(texts.mfa.emailCodeSubject);
  await codeField(page).fill(sixDigitCode(signInMail.text ?? ''));
  await page.getByRole('button', { name: texts.login.verify }).click();
  await expect(page).toHaveURL(at('/dashboard'));
  await logout(page);
});

test('removes both methods; sign-in then needs no second step', async ({ page }) => {
  await signInWithEmailCode(page);
  await page.goto(at('/user/settings'));
  // Removal asks for the password and a current code; a wrong password is refused in the dialog.
  await card(page, texts.settings.authenticatorCard).getByRole('button', { name: texts.settings.remove }).click();
  const proof = page.getByRole('dialog', { name: texts.mfa.proofTitle });
  await proof.getByLabel(texts.mfa.proofPassword).fill('not-the-password');
  await proof.getByLabel(texts.login.code).fill('123456');
  await proof.getByRole('button', { name: texts.mfa.proofConfirm }).click();
  await expect(proof.getByTestId('form-errors')).toHaveText(texts.mfa.proofRefused);
  await page.getByRole('dialog', { name: texts.notices.errorTitle }).getByRole('button', { name: texts.common.ok }).click();
  await proof.getByLabel(texts.mfa.proofPassword).fill(world.user.password);
  await proof.getByLabel(texts.login.code).fill(await freshAuthenticatorCode(page));
  let since = Date.now();
  await proof.getByRole('button', { name: texts.mfa.proofConfirm }).click();
  await expect(card(page, texts.settings.authenticatorCard).getByRole('link', { name: texts.settings.setUp })).toBeVisible();
  expect((await world.emailSince(since)).text).toContain(texts.mfa.changes['totp.removed']);

  // With only email codes on, the code comes by email.
  await card(page, texts.settings.emailCard).getByRole('button', { name: texts.settings.remove }).click();
  await proof.getByLabel(texts.mfa.proofPassword).fill(world.user.password);
  since = Date.now();
  await proof.getByRole('button', { name: texts.mfa.proofSendCode }).click();
  await proof.getByLabel(texts.login.code).fill(sixDigitCode((await world.emailSince(since)).text ?? ''));
  await proof.getByRole('button', { name: texts.mfa.proofConfirm }).click();
  await expect(card(page, texts.settings.emailCard).getByRole('link', { name: texts.settings.setUp })).toBeVisible();
  await logout(page);
  await submitSignIn(page, world.user.username, world.user.password);
  await expect(page).toHaveURL(at('/dashboard'));
});

async function signInWithAuthenticator(page: Page) {
  await page.goto(at('/login'));
  await submitSignIn(page, world.user.username, world.user.password);
  await codeField(page).fill(await freshAuthenticatorCode(page));
  await page.getByRole('button', { name: texts.login.verify }).click();
  await expect(page).toHaveURL(at('/dashboard'));
}

async function signInWithEmailCode(page: Page) {
  await page.goto(at('/login'));
  await submitSignIn(page, world.user.username, world.user.password);
  const since = Date.now();
  await page.getByRole('button', { name: texts.login.useEmail }).click();
  await codeField(page).fill(sixDigitCode((await world.emailSince(since)).text ?? ''));
  await page.getByRole('button', { name: texts.login.verify }).click();
  await expect(page).toHaveURL(at('/dashboard'));
}
