import PDFDocument from 'pdfkit';

/** A4 in points, the margins of every branded document, and the footer's place. */
export const PAGE = { width: 595.28, height: 841.89, top: 40, bottom: 56, side: 40, footerY: 812 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;

const INK = '#222222';
export const GREY = '#555555';
export const RULE = '#dddddd';

export interface TextStyle {
  bold?: boolean;
  size?: number;
  colour?: string;
  align?: 'left' | 'right' | 'center';
}

const BASE_SIZE = 9;
const fontOf = (style: TextStyle) => (style.bold ? 'Helvetica-Bold' : 'Helvetica');

/**
 * A PDFKit document laid out top to bottom: a cursor `y`, a new page when a block does not fit,
 * and the footer drawn on every page once the page count is known. Drawing with PDFKit directly
 * (and its standard fonts, nothing embedded) is what makes an invoice take milliseconds; the
 * blocks are simple enough that a layout engine buys nothing (docs/documents.md, "Drawing").
 */
export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  y: number = PAGE.top;
  /** Called on each new page after the first, before the block that did not fit (repeated table headers). */
  private onNewPage: (() => void) | null = null;

  constructor(title: string, author: string) {
    this.doc = new PDFDocument({ size: 'A4', margin: 0, bufferPages: true, info: { Title: title, Author: author } });
  }

  private use(style: TextStyle): PDFKit.PDFDocument {
    return this.doc
      .font(fontOf(style))
      .fontSize(style.size ?? BASE_SIZE)
      .fillColor(style.colour ?? INK);
  }

  /** How tall `text` is in `width` points. */
  heightOf(text: string, width: number, style: TextStyle = {}): number {
    return this.use(style).heightOfString(text, { width });
  }

  widthOf(text: string, style: TextStyle = {}): number {
    return this.use(style).widthOfString(text);
  }

  /** Draws `text` at (x, y) wrapped to `width`; returns its height. */
  textAt(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    if (!text) return 0;
    const height = this.heightOf(text, width, style);
    this.use(style).text(text, x, y, { width, align: style.align ?? 'left', lineBreak: true });
    return height;
  }

  /** Draws `text` across the content width at the cursor and moves the cursor below it. */
  line(text: string, style: TextStyle = {}, x = PAGE.side, width = CONTENT_WIDTH): void {
    this.keep(this.heightOf(text, width, style));
    this.y += this.textAt(text, x, this.y, width, style);
  }

  gap(points: number): void {
    this.y += points;
  }

  /** Makes room for a block of `height` points: a new page when it does not fit on this one. */
  keep(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.bottom) return;
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = PAGE.top;
    this.onNewPage?.();
  }

  /** Runs `draw` with `header` repeated at the top of every page the block continues on. */
  withRepeatedHeader(header: () => void, draw: () => void): void {
    const outer = this.onNewPage;
    this.onNewPage = header;
    try {
      draw();
    } finally {
      this.onNewPage = outer;
    }
  }

  fillRect(x: number, y: number, width: number, height: number, colour: string): void {
    this.doc.rect(x, y, width, height).fill(colour);
  }

  strokeRect(x: number, y: number, width: number, height: number, colour: string, lineWidth = 1): void {
    this.doc.lineWidth(lineWidth).rect(x, y, width, height).stroke(colour);
  }

  rule(x1: number, y1: number, x2: number, y2: number, colour: string, lineWidth: number): void {
    this.doc.lineWidth(lineWidth).moveTo(x1, y1).lineTo(x2, y2).stroke(colour);
  }

  /** Draws `footer` on every page (it gets the page number and count), then the PDF's bytes. */
  finish(footer: (pageNumber: number, totalPages: number) => void): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      footer(i - start + 1, count);
    }
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
