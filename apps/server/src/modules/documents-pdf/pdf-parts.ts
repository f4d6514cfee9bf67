import { texts, type AccountPaymentMethod } from '@wattle/contract';
import type { Brand, PdfLook } from './brand';
import { CONTENT_WIDTH, GREY, PAGE, PdfCanvas, RULE, type TextStyle } from './pdf-canvas';

const t = texts.billingPdf;
const payments = texts.payments;

export const SECTION_GAP = 14;
const CELL_PADDING = 3;
const LOGO = { width: 120, height: 48 };
export const SMALL: TextStyle = { size: 8, colour: GREY };

/** A branded document's first page: the brand's logo (or its name), its ABN and the document's title. */
export function startBrandedDocument(look: PdfLook, title: string, documentTitle: string): PdfCanvas {
  const { brand } = look;
  const canvas = new PdfCanvas(documentTitle, brand.name);
  let left = PAGE.top;
  if (brand.logo) {
    canvas.doc.image(brand.logo.data, PAGE.side, left, { fit: [LOGO.width, LOGO.height] });
    left += LOGO.height;
  }
  left += canvas.textAt(brand.name, PAGE.side, left, CONTENT_WIDTH * 0.6, { bold: true, size: 16, colour: brand.colour });
  if (brand.abn) left += canvas.textAt(t.abn(brand.abn), PAGE.side, left, CONTENT_WIDTH * 0.6, SMALL);
  const right =
    PAGE.top +
    canvas.textAt(title, PAGE.side + CONTENT_WIDTH * 0.6, PAGE.top, CONTENT_WIDTH * 0.4, { bold: true, size: 14, colour: brand.colour, align: 'right' });
  canvas.y = Math.max(left, right) + 10;
  canvas.rule(PAGE.side, canvas.y + 1.5, PAGE.side + CONTENT_WIDTH, canvas.y + 1.5, brand.colour, 3);
  canvas.y += 3;
  return canvas;
}

/** Ends the document with contact details and "Page n of m" on every page; the PDF's bytes. */
export function finishBrandedDocument(canvas: PdfCanvas, brand: Brand): Promise<Buffer> {
  return canvas.finish((page, pages) => {
    canvas.textAt(t.contact(brand.phone, brand.website), PAGE.side, PAGE.footerY, CONTENT_WIDTH / 2, SMALL);
    canvas.textAt(t.page(page, pages), PAGE.side + CONTENT_WIDTH / 2, PAGE.footerY, CONTENT_WIDTH / 2, { ...SMALL, align: 'right' });
  });
}

/** The customer's name and postal address, and the account number on the right. */
export function addressee(canvas: PdfCanvas, name: string, addressLines: string[], accountNumber: string): void {
  canvas.gap(SECTION_GAP);
  const top = canvas.y;
  const half = CONTENT_WIDTH / 2;
  let left = top + canvas.textAt(name, PAGE.side, top, half, { bold: true });
  for (const line of addressLines) left += canvas.textAt(line, PAGE.side, left, half);
  let right = top + canvas.textAt(t.accountNumber, PAGE.side + half, top, half, { ...SMALL, align: 'right' });
  right += canvas.textAt(accountNumber, PAGE.side + half, right, half, { bold: true, align: 'right' });
  canvas.y = Math.max(left, right);
}

/** A table's columns: `widths` are weights of the content width, the columns from `rightFrom` on right-aligned. */
export interface Columns {
  widths: number[];
  rightFrom: number;
}

function cellBoxes(columns: Columns): { x: number; width: number; align: 'left' | 'right' }[] {
  const total = columns.widths.reduce((sum, w) => sum + w, 0);
  let x = PAGE.side;
  return columns.widths.map((weight, i) => {
    const width = (CONTENT_WIDTH * weight) / total;
    const box = { x: x + CELL_PADDING, width: width - 2 * CELL_PADDING, align: i >= columns.rightFrom ? ('right' as const) : ('left' as const) };
    x += width;
    return box;
  });
}

function rowHeight(canvas: PdfCanvas, cells: string[], columns: Columns, style: TextStyle): number {
  return Math.max(...cellBoxes(columns).map((box, i) => canvas.heightOf(cells[i] || ' ', box.width, style)));
}

/** A coloured header row of white bold cells, at the cursor (the caller has made room). */
export function headRow(canvas: PdfCanvas, colour: string, cells: string[], columns: Columns): void {
  const style: TextStyle = { bold: true, colour: '#ffffff' };
  const height = rowHeight(canvas, cells, columns, style) + 8;
  canvas.fillRect(PAGE.side, canvas.y, CONTENT_WIDTH, height, colour);
  cellBoxes(columns).forEach((box, i) => canvas.textAt(cells[i] ?? '', box.x, canvas.y + 4, box.width, { ...style, align: box.align }));
  canvas.y += height;
}

export const headRowHeight = (canvas: PdfCanvas, cells: string[], columns: Columns) => rowHeight(canvas, cells, columns, { bold: true }) + 8;

export interface BodyRowOptions {
  bold?: boolean;
  /** Small grey text under the cells, across the row (a line's derivation). */
  note?: string;
}

const NOTE_WIDTH = CONTENT_WIDTH - 2 * CELL_PADDING;

export const bodyRowHeight = (canvas: PdfCanvas, cells: string[], columns: Columns, { bold = false, note = '' }: BodyRowOptions = {}) =>
  rowHeight(canvas, cells, columns, { bold }) + 6 + (note ? canvas.heightOf(note, NOTE_WIDTH, SMALL) : 0);

/** A row of cells (and its note) over a thin rule, kept on one page. */
export function bodyRow(canvas: PdfCanvas, cells: string[], columns: Columns, options: BodyRowOptions = {}): void {
  canvas.keep(bodyRowHeight(canvas, cells, columns, options));
  const { bold = false, note = '' } = options;
  const cellsHeight = rowHeight(canvas, cells, columns, { bold });
  cellBoxes(columns).forEach((box, i) => canvas.textAt(cells[i] ?? '', box.x, canvas.y + 3, box.width, { bold, align: box.align }));
  canvas.y += cellsHeight + 3;
  if (note) canvas.y += canvas.textAt(note, PAGE.side + CELL_PADDING, canvas.y, NOTE_WIDTH, SMALL);
  canvas.y += 3;
  canvas.rule(PAGE.side, canvas.y, PAGE.side + CONTENT_WIDTH, canvas.y, RULE, 0.5);
}

/** A label on the left and its value on the right, `width` wide from `x`. */
export function keyValue(canvas: PdfCanvas, x: number, width: number, label: string, value: string, bold = false): void {
  const style: TextStyle = { bold };
  const height = Math.max(canvas.heightOf(label, width, style), canvas.heightOf(value, width, style));
  canvas.textAt(label, x, canvas.y + 1, width, style);
  canvas.textAt(value, x, canvas.y + 1, width, { ...style, align: 'right' });
  canvas.y += height + 2;
}

/** Who pays: the account's BPAY reference and its own payment method. */
export interface Payer {
  paymentReference: string | null;
  paymentMethod: AccountPaymentMethod;
}

/**
 * How to pay: BPAY (biller code and the account's payment reference), direct debit and card, each
 * when the company has set it (card: the brand's phone or website), the customer's own method
 * marked and named. Left off when the company has set none.
 */
export function paymentDetails(canvas: PdfCanvas, brand: Brand, payer: Payer): void {
  const bpay = brand.bpayBillerCode && payer.paymentReference;
  const card = brand.phone || brand.website;
  if (!bpay && !brand.directDebitText && !card) return;
  const padding = 8;
  const x = PAGE.side + padding;
  const width = CONTENT_WIDTH - 2 * padding;
  const way = (name: string, method: AccountPaymentMethod): [string, TextStyle, number] => [
    payer.paymentMethod === method ? t.yours(name) : name,
    { bold: true },
    0,
  ];
  const lines: [string, TextStyle, number][] = [
    [t.howToPay, { bold: true, colour: brand.colour }, 0],
    [t.yourPaymentMethod(payments.methods[payer.paymentMethod]), SMALL, 4],
  ];
  if (bpay) {
    lines.push(way(t.bpay, 'BPAY'), [`${t.bpayBillerCode}: ${brand.bpayBillerCode}`, {}, 0]);
    lines.push([`${t.bpayReference}: ${payer.paymentReference}`, {}, 0], [t.bpayNote, SMALL, 6]);
  }
  if (brand.directDebitText) lines.push(way(t.directDebit, 'DIRECT_DEBIT'), [brand.directDebitText, {}, 6]);
  if (card) lines.push(way(t.card, 'CARD'), [t.cardText(brand.phone, brand.website), {}, 0]);
  const height = lines.reduce((sum, [text, style, after]) => sum + canvas.heightOf(text, width, style) + after, 0) + 2 * padding;
  canvas.gap(SECTION_GAP);
  canvas.keep(height);
  const top = canvas.y;
  let y = top + padding;
  for (const [text, style, after] of lines) y += canvas.textAt(text, x, y, width, style) + after;
  canvas.strokeRect(PAGE.side, top, CONTENT_WIDTH, height, '#cccccc');
  canvas.y = top + height;
}
