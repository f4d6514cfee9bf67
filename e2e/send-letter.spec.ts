import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { mayResendEmail, texts, type CorrespondenceSetting, type CustomerAccount, type CustomerEmailRequest } from '@wattle/contract';
import { cardsOf } from './dashboard.world';
import { customerLink, signInTo } from './sections.world';
import { startAppWorld, type AppWorld } from './support/app-world';
import { pdfBytesText } from './support/downloads';
import { waitForEmailTo } from './support/mail';

/**
 * The Documents page's Send a letter or email dialog (spec 3 §2.11) on a server of its own (it
 * sends mail, posts letters and keeps documents): TEMPLATE, RESEND and ADHOC for a customer by
 * email, with what the user sees (previews, the missing fields, the snackbar) and what went out
 * (the email at the SMTP sink, the new document, the posted-mail item); ADHOC not offered, and
 * the email preview disabled, for a customer by post.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const t = texts.letter;
let world: AppWorld;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startAppWorld('send-letter', { DEMO_CUSTOMERS: '80', JOBS: 'off' });
});
test.afterAll(async () => {
  await world?.stop();
});

interface Found {
  account: CustomerAccount;
  /** Newest first. */
  emails: CustomerEmailRequest[];
  /** The customer's own address (the demo's emails, the oldest, went to it). */
  address: string;
  documentCount: number;
}

/**
 * The first demo customer whose correspondence goes by `delivery` (by email: one with an email
 * sent and none undelivered, so that their address is not on the blocked list).
 */
async function demoCustomer(page: Page, delivery: 'EMAIL' | 'POST'): Promise<Found> {
  const json = async <T>(path: string) => {
    const res = await page.request.get(`${world.url}/api${path}`);
    return res.ok() ? ((await res.json()) as T) : null;
  };
  for (let customerId = 1; customerId <= 200; customerId++) {
    const setting = await json<CorrespondenceSetting>(`/customers/${customerId}/correspondence-setting`);
    if (setting?.code !== delivery) continue;
    const emails = (await json<CustomerEmailRequest[]>(`/customers/${customerId}/email-requests`)) ?? [];
    const sentFine = emails.some((e) => ['SENT', 'DELIVERED'].includes(e.requestStatus));
    const undelivered = emails.some((e) => ['FAILED', 'BOUNCED', 'SUPPRESSED'].includes(e.requestStatus));
    if (delivery === 'EMAIL' && (!sentFine || undelivered)) continue;
    const account = await json<CustomerAccount>(`/customers/${customerId}/account`);
    const documents = await json<unknown[]>(`/customers/${customerId}/documents`);
    if (account && documents) return { account, emails, address: emails.at(-1)?.sendTo ?? '', documentCount: documents.length };
  }
  throw new Error(`no demo customer by ${delivery}`);
}

async function documentsPage(browser: Browser, delivery: 'EMAIL' | 'POST') {
  const context = await browser.newContext({ baseURL: world.url });
  const page = await context.newPage();
  await signInTo(page, world.url);
  const customer = await demoCustomer(page, delivery);
  await page.goto(customerLink(world.url, customer.account, '/documents'));
  await expect(page.getByRole('heading', { name: texts.pages.documents })).toBeVisible();
  const cards = page.getByRole('region', { name: texts.pages.documents }).getByRole('article');
  return { page, customer, cards };
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: texts.documents.sendLetter }).click();
  const dialog = page.getByRole('dialog', { name: t.dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A select's name starts with its label (the chosen value follows). */
const select = (dialog: Locator, label: string) => dialog.getByRole('combobox', { name: new RegExp(`^${label}`) });

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await select(dialog, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('TEMPLATE for a customer by email: the texts of a missing choice, both previews, the missing fields, then the email with its letter', async ({
  browser,
}) => {
  const { page, customer, cards } = await documentsPage(browser, 'EMAIL');
  const dialog = await openDialog(page);
  const send = dialog.getByRole('button', { name: t.send, exact: true });

  await send.click();
  await expect(dialog.getByText(t.typeRequired)).toBeVisible();
  await choose(page, dialog, t.correspondenceType, t.typeNames.TEMPLATE);
  await send.click();
  await expect(dialog.getByText(t.templateRequired)).toBeVisible();

  // The life support form needs the site address, which the letter cannot be given: nothing is made.
  await choose(page, dialog, t.schedule, 'Life support medical confirmation form by email');
  await expect(dialog.getByText(t.letterOf('Life support medical confirmation form', 'A4'))).toBeVisible();
  await send.click();
  await expect(dialog.getByTestId('form-errors')).toContainText(t.templateInvalid);
  await expect(dialog.getByTestId('form-errors')).toContainText(t.missingFields('').trim());
  await expect(dialog.getByTestId('form-errors')).toContainText('siteAddress');

  await choose(page, dialog, t.schedule, 'Payment reminder by email');
  await expect(dialog.getByText(t.letterOf('Payment reminder', 'A4'))).toBeVisible();
  await dialog.getByRole('button', { name: t.previewEmail }).click();
  const emailPreview = page.getByRole('dialog', { name: t.previewEmail });
  await expect(emailPreview).toContainText('Your account is overdue');
  await expect(emailPreview.frameLocator('iframe').locator('body')).toContainText(`Account ${customer.account.accountNumber}`);
  await emailPreview.getByRole('button', { name: texts.common.close }).click();

  // The letter the viewer shows, read on its way to the page.
  let letter: Buffer | null = null;
  await page.route('**/api/correspondence/mail-merge-template/*/preview-pdf', async (route) => {
    const response = await route.fetch();
    letter = await response.body();
    await route.fulfill({ response, body: letter });
  });
  await dialog.getByRole('button', { name: t.previewLetter }).click();
  const letterPreview = page.getByRole('dialog', { name: t.letterPreviewTitle });
  await expect(letterPreview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => letter).not.toBeNull();
  expect(await pdfBytesText(letter!)).toContain('Payment reminder');
  await letterPreview.getByRole('button', { name: texts.sections.close }).click();

  const since = Date.now();
  await send.click();
  await expect(page.getByText(t.emailSent(customer.address))).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await waitForEmailTo(customer.address, since, 15_000, world.mailDir);
  expect(mail.subject).toBe('Your account is overdue');
  expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
  // The letter is kept as a document of the customer.
  await expect(cards).toHaveCount(customer.documentCount + 1);
  await page.context().close();
});

test('RESEND: an earlier email, its address, copy and subject filled in, goes again to the corrected address', async ({ browser }) => {
  const { page, customer } = await documentsPage(browser, 'EMAIL');
  const dialog = await openDialog(page);
  await choose(page, dialog, t.correspondenceType, t.typeNames.RESEND);
  await dialog.getByRole('button', { name: t.send, exact: true }).click();
  await expect(dialog.getByText(t.emailRequired)).toBeVisible();

  // The newest email sent is the first choice; its address, copy and subject fill the fields.
  const earlier = customer.emails.find((e) => mayResendEmail(e.requestStatus))!;
  await select(dialog, t.previousEmail).click();
  await expect(page.getByRole('option').first()).toContainText(earlier.emailSubject);
  await page.getByRole('option').first().click();
  const fields = texts.dashboard.emailFields;
  await expect(dialog.getByRole('textbox', { name: fields.sendTo })).toHaveValue(earlier.sendTo);
  await expect(dialog.getByRole('textbox', { name: fields.ccTo })).toHaveValue(earlier.ccTo ?? '');
  await expect(dialog.getByRole('textbox', { name: fields.subject })).toHaveValue(earlier.emailSubject);
  const subject = earlier.emailSubject;
  await dialog.getByRole('textbox', { name: fields.sendTo }).fill('not an address');
  await dialog.getByRole('button', { name: t.send, exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: fields.sendTo })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: fields.sendTo }).fill('letters.resend@example.com');

  const since = Date.now();
  await dialog.getByRole('button', { name: t.send, exact: true }).click();
  await expect(page.getByText(texts.dashboard.emailResent)).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await waitForEmailTo('letters.resend@example.com', since, 15_000, world.mailDir);
  expect(mail.subject).toBe(subject);
  const emails = (await (await page.request.get(`/api/customers/${customer.account.customerId}/email-requests`)).json()) as CustomerEmailRequest[];
  expect(emails[0]).toMatchObject({ sendTo: 'letters.resend@example.com', emailSubject: subject });
  // Sent, then delivered by the email provider's signed event (the development sandbox delivers this address).
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/customers/${customer.account.customerId}/email-requests`)).json()) as CustomerEmailRequest[])[0]!.requestStatus,
    )
    .toBe('DELIVERED');
  await page.context().close();
});

test('ADHOC: subject and body required, the preview with the merge fields filled in, then the email', async ({ browser }) => {
  const { page, customer } = await documentsPage(browser, 'EMAIL');
  const dialog = await openDialog(page);
  await choose(page, dialog, t.correspondenceType, t.typeNames.ADHOC);
  await dialog.getByRole('button', { name: t.send, exact: true }).click();
  await expect(dialog.getByText(texts.fields.required)).toHaveCount(2);

  await dialog.getByRole('textbox', { name: texts.dashboard.emailFields.subject }).fill('About account {{accountNumber}}');
  await dialog
    .getByRole('textbox', { name: t.body })
    .fill('<p>Hello {{customerName}}, your account is {{accountNumber}}.</p><script>parent.document.title = "run"</script>');
  await dialog.getByRole('button', { name: t.preview, exact: true }).click();
  const preview = page.getByRole('dialog', { name: t.previewEmail });
  const subject = `About account ${customer.account.accountNumber}`;
  await expect(preview).toContainText(subject);
  await expect(preview.frameLocator('iframe').locator('body')).toContainText(`your account is ${customer.account.accountNumber}.`);
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
  await preview.getByRole('button', { name: texts.common.close }).click();
  expect(await page.title()).not.toBe('run');

  const since = Date.now();
  await dialog.getByRole('button', { name: t.send, exact: true }).click();
  // The notice names where the email went.
  await expect(page.getByText(t.emailSent(customer.address))).toBeVisible();
  const mail = await waitForEmailTo(customer.address, since, 15_000, world.mailDir);
  expect(mail.subject).toBe(subject);
  await page.context().close();
});

test('ADHOC typed as text: the preview keeps its paragraphs and lines, and sending says where the email went', async ({ browser }) => {
  const { page, customer } = await documentsPage(browser, 'EMAIL');
  const dialog = await openDialog(page);
  await choose(page, dialog, t.correspondenceType, t.typeNames.ADHOC);
  await dialog.getByRole('textbox', { name: texts.dashboard.emailFields.subject }).fill('Your meter reading');
  await dialog.getByRole('textbox', { name: t.body }).fill('Dear {{customerName}},\nthank you for your call.\n\nWe read your meter on Monday.');
  await dialog.getByRole('button', { name: t.preview, exact: true }).click();
  const body = page.getByRole('dialog', { name: t.previewEmail }).frameLocator('iframe').locator('body');
  await expect(body.locator('p')).toHaveCount(2);
  await expect(body.locator('p').first()).toContainText('thank you for your call.');
  await expect(body.locator('p').first().locator('br')).toHaveCount(1);
  await expect(body.locator('p').nth(1)).toHaveText('We read your meter on Monday.');
  await page.getByRole('dialog', { name: t.previewEmail }).getByRole('button', { name: texts.common.close }).click();

  await dialog.getByRole('button', { name: t.send, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.emailSent(customer.address) })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.context().close();
});

test('a customer by post: no ADHOC, no email preview, and the template letter goes on the Posted Mail list', async ({ browser }) => {
  const { page, customer, cards } = await documentsPage(browser, 'POST');
  const postedBefore = (await cardsOf(page)).count('POSTEDMAIL');
  const dialog = await openDialog(page);
  await select(dialog, t.correspondenceType).click();
  await expect(page.getByRole('option')).toHaveText([t.typeNames.TEMPLATE, t.typeNames.RESEND]);
  await page.getByRole('option', { name: t.typeNames.TEMPLATE }).click();
  await choose(page, dialog, t.schedule, 'Payment reminder by email');
  await expect(dialog.getByText(t.byPostNote)).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.previewLetter })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: t.previewEmail })).toBeDisabled();

  await dialog.getByRole('button', { name: t.send, exact: true }).click();
  await expect(page.getByText(t.letterPosted)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(customer.documentCount + 1);
  expect((await cardsOf(page)).count('POSTEDMAIL')).toBe(postedBefore + 1);
  await page.context().close();
});
