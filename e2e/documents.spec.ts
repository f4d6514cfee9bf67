import type { APIRequestContext } from '@playwright/test';
import { downloadsDirectly, texts, type CustomerAccount, type CustomerDocument } from '@wattle/contract';
import { expectSuccess } from './dashboard.world';
import { expect, test } from './fixtures';
import { customerLink, signInTo } from './sections.world';

const t = texts.documents;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cf000000030101005a4d4f3a0000000049454e44ae426082',
  'hex',
);

/** A demo customer with documents of at least two types, one of them downloaded directly, one an issued invoice's and one not permanent. */
async function customerWithDocuments(api: APIRequestContext, base: string) {
  for (let customerId = 1; customerId <= 400; customerId++) {
    const res = await api.get(`${base}/api/customers/${customerId}/documents`);
    if (!res.ok()) continue;
    const documents = (await res.json()) as CustomerDocument[];
    const types = new Set(documents.map((d) => d.typeDescription));
    if (types.size < 2 || !documents.some(downloadsDirectly)) continue;
    if (!documents.some((d) => d.permanent && d.typeCode === 'INVOICE') || documents.every((d) => d.permanent)) continue;
    const account = (await (await api.get(`${base}/api/customers/${customerId}/account`)).json()) as CustomerAccount;
    return { account, documents };
  }
  throw new Error('no demo customer with documents of two types');
}

/**
 * Documents (spec 3 §2.10): the categories with their counts filter the cards; a PDF kept in the
 * database downloads; an upload through DOCUMENT UPLOAD appears as an Image card, opens in the
 * view dialog and is deleted after the confirmation. An issued invoice's document has no delete (bin).
 */
test('Documents: filter by category, download, no delete for an invoice, upload an image, view it and delete it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInTo(page, baseURL!);
  const { account, documents } = await customerWithDocuments(page.request, baseURL!);
  await page.goto(customerLink(baseURL!, account, '/documents'));
  await expect(page.getByRole('heading', { name: texts.pages.documents })).toBeVisible();

  const categories = page.getByRole('list', { name: t.categories });
  const cards = page.getByRole('region', { name: texts.pages.documents }).getByRole('article');
  await expect(categories.getByLabel(`${t.allDocuments} count`)).toHaveText(String(documents.length));
  await expect(cards).toHaveCount(documents.length);

  // Two categories chosen: the cards of both; All Documents again: every card.
  const [first, second] = [...new Set(documents.map((d) => d.typeDescription))].sort();
  const countOf = (type: string) => documents.filter((d) => d.typeDescription === type).length;
  await expect(categories.getByLabel(`${first} count`)).toHaveText(String(countOf(first!)));
  await categories.getByRole('checkbox', { name: first }).click();
  await expect(cards).toHaveCount(countOf(first!));
  await categories.getByRole('checkbox', { name: second }).click();
  await expect(cards).toHaveCount(countOf(first!) + countOf(second!));
  await categories.getByRole('checkbox', { name: t.allDocuments }).click();
  await expect(categories.getByRole('checkbox', { name: t.allDocuments })).toBeChecked();
  await expect(cards).toHaveCount(documents.length);

  // An issued invoice's document is as permanent as the invoice: no bin; another document keeps its bin.
  const invoiceDocument = documents.find((d) => d.permanent && d.typeCode === 'INVOICE')!;
  const otherDocument = documents.find((d) => !d.permanent)!;
  const invoiceCard = page.getByRole('article', { name: invoiceDocument.name, exact: true });
  await expect(invoiceCard.getByRole('button', { name: `${t.download} ${invoiceDocument.name}`, exact: true })).toBeVisible();
  await expect(invoiceCard.getByRole('button', { name: `${t.delete} ${invoiceDocument.name}`, exact: true })).toHaveCount(0);
  await expect(
    page
      .getByRole('article', { name: otherDocument.name, exact: true })
      .first()
      .getByRole('button', { name: `${t.delete} ${otherDocument.name}`, exact: true }),
  ).toBeVisible();

  // A PDF kept in the database downloads directly when opened.
  const direct = documents.find(downloadsDirectly)!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: `${t.view} ${direct.name}`, exact: true })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(direct.fileName);

  // DOCUMENT UPLOAD: category and document are required; after the upload it closes.
  await page.getByRole('button', { name: t.uploadDocument }).click();
  const dialog = page.getByRole('dialog', { name: t.uploadTitle });
  await dialog.getByRole('button', { name: t.upload }).click();
  await expect(dialog.getByText(t.categoryRequired)).toBeVisible();
  await expect(dialog.getByText(t.documentRequired)).toBeVisible();
  await dialog.getByRole('combobox', { name: t.category }).click();
  await page.getByRole('option', { name: 'Meter photo' }).click();
  await expect(dialog.getByRole('textbox', { name: t.notes })).toHaveValue('Photo of the meter');
  await dialog.getByLabel(t.document).setInputFiles({ name: 'meter-board.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('textbox', { name: t.fileName })).toHaveValue('meter-board.png');
  await dialog.getByRole('textbox', { name: t.reference }).fill('MB-2026');
  await dialog.getByRole('button', { name: t.upload }).click();
  await expectSuccess(page, t.uploaded);
  await expect(dialog).toBeHidden();

  const uploaded = page.getByRole('article', { name: 'meter-board.png' });
  await expect(uploaded).toContainText(t.image);
  await expect(uploaded).toContainText('MB-2026');
  await expect(categories.getByLabel(`${t.allDocuments} count`)).toHaveText(String(documents.length + 1));

  // Opened again, the dialog starts blank.
  await page.getByRole('button', { name: t.uploadDocument }).click();
  await expect(dialog.getByRole('textbox', { name: t.reference })).toHaveValue('');
  await dialog.getByRole('button', { name: texts.common.close }).click();

  // Kept in the file store, the image opens in the view dialog.
  await uploaded.getByRole('button', { name: `${t.view} meter-board.png` }).click();
  const viewer = page.getByRole('dialog', { name: 'meter-board.png' });
  await expect(viewer.getByRole('img', { name: 'meter-board.png' })).toBeVisible();
  await viewer.getByRole('button', { name: texts.sections.close }).click();

  await uploaded.getByRole('button', { name: `${t.delete} meter-board.png` }).click();
  const question = page.getByRole('dialog', { name: texts.confirm.deletingTitle });
  await expect(question).toContainText(t.deleteQuestion('meter-board.png'));
  await question.getByRole('button', { name: texts.common.yes }).click();
  await expectSuccess(page, t.deleted);
  await expect(uploaded).toHaveCount(0);
  await expect(cards).toHaveCount(documents.length);
});
