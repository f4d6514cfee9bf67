import { expect, test } from '@playwright/test';
import { texts } from '@wattle/contract';
import { logout, startAuthWorld, submitSignIn, type AuthWorld } from './auth.world';

// One server, one user, journeys in order: the last one locks the user out.
// Each journey signs in (a password hash) more than once: a busy machine needs more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let world: AuthWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startAuthWorld('auth');
});
test.afterAll(async () => {
  await world?.stop();
});

const at = (path: string) => `${world.url}${path}`;

test('signs in live and demo; demo turns the top bar orange; logout returns to /login and the old cookie is refused', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.text().includes('401') && errors.push(m.text()));
  await page.goto(at('/login'));
  await expect(page.getByLabel('Demo')).not.toBeChecked();
  await submitSignIn(page, world.user.username, world.user.password);
  await expect(page).toHaveURL(at('/dashboard'));
  await expect(page.locator('header')).toHaveAttribute('data-demo', 'false');
  // Signed in, the sign-in page goes straight on to the dashboard.
  await page.goto(at('/login'));
  await expect(page).toHaveURL(at('/dashboard'));

  const liveCookie = (await page.context().cookies()).find((c) => c.name === 'wattle_session')!.value;
  await logout(page);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wattle.auth') ?? '{}').state?.user ?? null)).toBeNull();
  const refused = await page.request.get(at('/api/users/settings'), { headers: { cookie: `wattle_session=${liveCookie}` } });
  expect(refused.status()).toBe(401);

  await page.goto(at('/login?demo=true'));
  await expect(page.getByLabel('Demo')).toBeChecked();
  await submitSignIn(page, world.user.username, world.user.password);
  await expect(page).toHaveURL(at('/dashboard'));
  await expect(page.locator('header')).toHaveAttribute('data-demo', 'true');
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(245, 124, 0)');
  await logout(page);
  // The built app runs under the Content-Security-Policy without complaint.
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});

test('shows the server’s message in a warning banner for a wrong password', async ({ page }) => {
  await page.goto(at('/login'));
  await submitSignIn(page, world.user.username, 'Wrong123!');
  await expect(page.getByRole('alert')).toHaveText(texts.login.invalidCredentials);
  await expect(page).toHaveURL(at('/login'));
});

test("'Sign in with' the accounting provider: refused until linked in My Settings, then signs that user in (default set-up, its sandbox)", async ({ page }) => {
  const signInWith = async (providerEmail: string) => {
    await page.goto(at('/login'));
    await page.getByRole('link', { name: `${texts.login.signInWith} ${texts.login.accountingProvider}` }).click();
    await allowAtProvider(providerEmail);
  };
  const allowAtProvider = async (providerEmail: string) => {
    await expect(page.getByRole('heading', { name: 'Ledger Link sandbox' })).toBeVisible();
    await page.getByLabel('Ledger Link email address').fill(providerEmail);
    await page.getByRole('button', { name: 'Allow access' }).click();
  };
  // The provider vouches for the user's own email address, but nobody linked that identity: refused, never matched by email.
  await signInWith(world.user.email);
  await expect(page).toHaveURL(at('/login?sso=unknown'));
  await expect(page.getByRole('alert')).toHaveText(texts.login.ssoUnknownIdentity);

  await submitSignIn(page, world.user.username, world.user.password);
  await expect(page).toHaveURL(at('/dashboard'));
  await page.goto(at('/user/settings'));
  const card = page.getByRole('region', { name: texts.settings.signInWithTitle });
  await card.getByRole('link', { name: texts.settings.signInWithLink }).click();
  await allowAtProvider('accounts@ledger.example');
  await expect(page).toHaveURL(at('/user/settings'));
  await expect(page.getByText(texts.settings.signInWithLinked)).toBeVisible();
  await expect(card.getByText(texts.settings.signInWithLinkedHint)).toBeVisible();
  await logout(page);

  await signInWith('accounts@ledger.example');
  await expect(page).toHaveURL(at('/dashboard'));
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('wattle.auth') ?? '{}').state?.user);
  expect(user).toMatchObject({ username: world.user.username, companyCode: 'ACME', emailAddress: world.user.email });
  await logout(page);
});

test('resets the password through the emailed link, with every rule message, and signs in with the new one', async ({ page }) => {
  await page.goto(at('/login'));
  await page.getByRole('link', { name: texts.login.forgotPassword }).click();
  await expect(page).toHaveURL(at('/send-reset-password-link'));
  const username = page.getByLabel('Username');
  await username.fill('two words');
  await username.blur();
  await expect(page.getByText(texts.reset.usernameNoSpaces)).toBeVisible();
  await username.fill('');
  await expect(page.getByText(texts.reset.usernameRequired)).toBeVisible();
  await username.fill(world.user.username);
  const since = Date.now();
  await page.getByRole('button', { name: texts.reset.sendLink }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.reset.linkSent);

  const mail = await world.emailSince(since);
  const link = /http:\/\/\S+\/reset-password\?\S+/.exec(mail.text ?? '')![0];
  expect(new URL(link).searchParams.get('user')).toBe(world.user.username);
  await page.goto(link);
  const password = page.getByLabel(texts.reset.newPassword);
  const confirmation = page.getByLabel(texts.reset.confirmPassword);
  for (const [value, message] of [
    ['Ab1', texts.reset.passwordLength],
    ['ABCDEFG1', texts.reset.passwordLowercase],
    ['abcdefg1', texts.reset.passwordUppercase],
    ['Abcdefgh', texts.reset.passwordNumber],
  ] as const) {
    await password.fill(value);
    await expect(page.getByText(message)).toBeVisible();
  }
  await password.fill('Changed42pass');
  await confirmation.fill('Changed42pasS');
  await expect(page.getByText(texts.reset.passwordsDoNotMatch)).toBeVisible();
  await confirmation.fill('Changed42pass');
  await page.getByRole('button', { name: texts.reset.changePassword }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.reset.passwordChanged);
  await expect(password).toBeDisabled();
  await expect(confirmation).toBeDisabled();
  await expect(page.getByRole('button', { name: texts.reset.changePassword })).toBeDisabled();

  // The link works once.
  await page.goto(link);
  await page.getByLabel(texts.reset.newPassword).fill('Another42pass');
  await page.getByLabel(texts.reset.confirmPassword).fill('Another42pass');
  await page.getByRole('button', { name: texts.reset.changePassword }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.reset.linkError);

  await page.goto(at('/login'));
  await submitSignIn(page, world.user.username, world.user.password);
  await expect(page.getByRole('alert')).toHaveText(texts.login.invalidCredentials);
  await submitSignIn(page, world.user.username, 'Changed42pass');
  await expect(page).toHaveURL(at('/dashboard'));
  await logout(page);
  world.user.password = 'Changed42pass';
});

test('locks the user out after repeated failures, even with the right password', async ({ page }) => {
  await page.goto(at('/login'));
  for (let i = 0; i < 4; i++) {
    await submitSignIn(page, world.user.username, `Wrong${i}pass`);
    await expect(page.getByRole('alert')).toHaveText(texts.login.invalidCredentials);
  }
  await submitSignIn(page, world.user.username, 'Wrong4pass');
  await expect(page.getByRole('alert')).toHaveText(texts.login.lockedOut);
  await submitSignIn(page, world.user.username, world.user.password);
  await expect(page.getByRole('alert')).toHaveText(texts.login.lockedOut);
  await expect(page).toHaveURL(at('/login'));
});
