import { texts } from '@wattle/contract';
import { logout } from './auth.world';
import { expect, test } from './fixtures';
import { waitForEmailTo } from './support/mail';
import { signIn } from './support/session';
import { findDemoCustomer, sectionOn } from './sections.world';
import { e2eEnv } from './support/env';

/**
 * Issue 12 part 3: an administrator adds a staff user from /maintenance/USERS, the invitation's
 * link sets the password, the new user signs in; as a ReadOnly user they see a section form
 * without Save and with its fields read-only.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const username = `reader${Date.now() % 1_000_000}`;
const email = `${username}@example.test`;
const password = 'Welcome42pass';

test('an administrator adds a ReadOnly user, who sets a password through the invitation and signs in', async ({ signedInPage: page }) => {
  await page.goto('/maintenance/USERS');
  const users = sectionOn(page, 'USERS');
  await users.getByRole('button', { name: texts.staff.addUser }).click();
  const dialog = page.getByRole('dialog', { name: texts.staff.title });
  await dialog.getByLabel(texts.staff.firstName).fill('Robin');
  await dialog.getByLabel(texts.staff.lastName).fill('Reader');
  await dialog.getByLabel(texts.staff.emailAddress).fill(email);
  await dialog.getByLabel(texts.staff.username).fill(username);
  await dialog.getByLabel('ReadOnly').check();
  const since = Date.now();
  await dialog.getByRole('button', { name: texts.staff.invite }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.staff.invited(username));
  await page.getByRole('button', { name: 'OK' }).click();
  const row = users.locator('tbody tr', { hasText: username });
  await expect(row).toContainText('Y');

  const mail = await waitForEmailTo(email, since);
  expect(mail.subject).toBe(texts.staff.emailSubject);
  const link = /http:\/\/\S+\/reset-password\?\S+/.exec(mail.text ?? '')![0];

  await logout(page);
  await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await page.getByLabel(texts.reset.newPassword).fill(password);
  await page.getByLabel(texts.reset.confirmPassword).fill(password);
  await page.getByRole('button', { name: texts.reset.changePassword }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.reset.passwordChanged);

  await signIn(page, { username, password, useDemoMode: true });
  const customer = await findDemoCustomer(page, e2eEnv().baseURL, { code: 'CUSTFINANCE', types: ['RESIDENT'] });
  await page.goto(customer.link('/finance'));
  const finance = sectionOn(page, 'CUSTFINANCE');
  await expect(finance.getByLabel('Payment Terms (days)')).toBeVisible();
  await expect(finance.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(finance.getByLabel('Payment Terms (days)')).not.toBeEditable();
});
