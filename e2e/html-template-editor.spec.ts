import { texts } from '@wattle/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pdfBytesText } from './support/downloads';

const t = texts.templates;
const CONVERT_PATH = '/api/correspondence/html-template/convert-to-pdf';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

/**
 * The HTML template editor (spec 2 §2.7): reached from the Maintenance menu; page 1 chooses the brand
 * and the template, Next opens page 2 with the HTML and its live preview (a PDF drawn by the server
 * for a letter template, zoomed in steps of 10% from 20% to 200%; the merged email in a sandboxed
 * frame for an email template); Save says 'Template saved successfully' and a reload shows the
 * saved text; Back returns to page 1, asking first when there are unsaved edits.
 */
test('HTML template editor: choose, edit with live preview, zoom, save, reload, back', async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await page.getByRole('button', { name: 'Maintenance' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'HTML Templates' }).click();
  await expect(page).toHaveURL(/\/maintenance\/HTMLTEMPLATES/);
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();

  // Page 1: Next waits for both choices.
  const next = page.getByRole('button', { name: t.next });
  await expect(next).toBeDisabled();
  await choose(page, t.brand, 'Harbour Utilities');
  await expect(next).toBeDisabled();
  await choose(page, t.template, t.templateOption('Standard letter', 'PDF'));
  await next.click();

  // Page 2: the brand's letter beside its PDF.
  await expect(page.getByRole('heading', { name: t.editing('Standard letter', 'Harbour Utilities') })).toBeVisible();
  const html = page.getByRole('textbox', { name: t.html });
  await expect(html).toHaveValue(/<h1>Harbour Utilities<\/h1>/);
  const pdfFrame = page.locator(`iframe[title="${t.pdfPreview}"]`);
  const zoom = page.getByRole('main').getByRole('status');
  // The page starts at the largest zoom whose width fits the half-width preview: nothing is cut at the right.
  await expect(pdfFrame).toHaveAttribute('src', /^blob:.+#zoom=\d+$/);
  const initial = Number(/#zoom=(\d+)$/.exec((await pdfFrame.getAttribute('src'))!)![1]);
  const frameWidth = (await pdfFrame.boundingBox())!.width;
  expect(initial).toBeLessThan(100);
  expect((initial / 100) * 816).toBeLessThan(frameWidth);
  await expect(zoom).toHaveText(t.zoom(initial));
  const firstPdf = (await pdfFrame.getAttribute('src'))!;
  const save = page.getByRole('button', { name: t.save });
  await expect(save).toBeDisabled();

  // The preview follows the edit: the server draws the new HTML as the letter, merge fields filled in.
  const marker = `Editor check ${Date.now()}`;
  const edited = `${await html.inputValue()}<p>${marker} for {{customerName}}</p>`;
  // The PDFs the page receives for the edited HTML (Playwright keeps no body of a fetch read as a blob).
  const drawn: Buffer[] = [];
  await page.route(`**${CONVERT_PATH}`, async (route) => {
    const response = await route.fetch();
    if ((route.request().postData() ?? '').includes(marker)) drawn.push(await response.body());
    await route.fulfill({ response });
  });
  await html.fill(edited);
  await expect.poll(() => drawn.length).toBeGreaterThan(0);
  const letter = await pdfBytesText(drawn[0]!);
  expect(letter).toContain(`${marker} for ${t.sample.recipient}`);
  expect(letter).toContain('Harbour Utilities');
  await expect(pdfFrame).not.toHaveAttribute('src', firstPdf);

  // Zoom: steps of 10%, held between 20% and 200%.
  const zoomIn = page.getByRole('button', { name: t.zoomIn });
  const zoomOut = page.getByRole('button', { name: t.zoomOut });
  await zoomIn.click();
  await zoomIn.click();
  await expect(zoom).toHaveText(t.zoom(initial + 20));
  await expect(pdfFrame).toHaveAttribute('src', new RegExp(`#zoom=${initial + 20}$`));
  for (let zoomed = initial + 20; zoomed > 20; zoomed -= 10) await zoomOut.click();
  await expect(zoom).toHaveText(t.zoom(20));
  await expect(zoomOut).toBeDisabled();
  await expect(pdfFrame).toHaveAttribute('src', /#zoom=20$/);

  // Save, then a reload shows the saved text. Pressed from the keyboard, as Back below: the zoom
  // has just reloaded the PDF frame, and a click then can be routed into that frame.
  await save.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: t.saved })).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: t.html })).toHaveValue(edited);

  // Back: page 1 keeps the choice; an email template previews the merged email in a sandboxed frame.
  await page.getByRole('button', { name: t.back }).click();
  await expect(page.getByRole('combobox', { name: t.brand })).toHaveText('Harbour Utilities');
  await choose(page, t.template, t.templateOption('Standard email', 'EMAIL'));
  await next.click();
  const emailFrame = page.locator(`iframe[title="${t.emailPreview}"]`);
  await expect(emailFrame).toHaveAttribute('sandbox', '');
  const email = page.frameLocator(`iframe[title="${t.emailPreview}"]`);
  await expect(email.getByText(`Dear ${t.sample.recipient},`)).toBeVisible();
  await html.fill('<p>Hello {{customerName}} from {{brand}}</p>');
  await expect(email.getByText(`Hello ${t.sample.recipient} from Harbour Utilities`)).toBeVisible();

  // Leaving unsaved edits asks first; Cancel stays, Yes goes back without saving. Back is pressed
  // from the keyboard: a mouse click just after the sandboxed frame has loaded its new document can
  // be routed by Chromium into that frame (an out-of-process frame's hit-test data lags a moment).
  const back = page.getByRole('button', { name: t.back });
  await back.press('Enter');
  const ask = page.getByRole('dialog', { name: texts.navigation.unsavedEditsTitle });
  await ask.getByRole('button', { name: texts.common.cancel }).click();
  await expect(html).toHaveValue('<p>Hello {{customerName}} from {{brand}}</p>');
  await back.press('Enter');
  await ask.getByRole('button', { name: texts.common.yes }).click();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(email.getByText(`Dear ${t.sample.recipient},`)).toBeVisible();
});

test("HTML template editor: the invoice template's preview fills the invoice number, total and due date", async ({ signedInPage: page }) => {
  test.setTimeout(60_000);
  const drawn: Buffer[] = [];
  await page.route(`**${CONVERT_PATH}`, async (route) => {
    const response = await route.fetch();
    drawn.push(await response.body());
    await route.fulfill({ response });
  });
  await page.goto('/maintenance/HTMLTEMPLATES');
  await choose(page, t.brand, 'Harbour Utilities');
  await choose(page, t.template, t.templateOption('Invoice', 'PDF'));
  await page.getByRole('button', { name: t.next }).click();
  await expect(page.getByRole('heading', { name: t.editing('Invoice', 'Harbour Utilities') })).toBeVisible();
  await expect.poll(() => drawn.length).toBeGreaterThan(0);
  const letter = await pdfBytesText(drawn[0]!);
  expect(letter).toMatch(new RegExp(`Invoice\\s+${t.sample.invoiceNumber}\\s+for\\s+account\\s+${t.sample.accountNumber}`));
  // The sample's total in the company's currency, due two weeks after the business day in its date format.
  expect(letter).toMatch(/Total due\s+\$245\.60\s+by\s+\d{2}\/\d{2}\/\d{4}/);
});
