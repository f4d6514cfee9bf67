import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const SIZE = 11;
const LEADING = 15;

/** Splits text into lines that fit the width (WinAnsi only: other characters become '?'). */
function wrap(text: string, font: PDFFont, width: number): string[] {
  const safe = text.replace(/[^\x20-\x7E\n\u00A0-\u00FF]/g, '?');
  return safe.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, SIZE) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
    return lines;
  });
}

export interface Letter {
  recipient: string;
  addressLines: string[];
  date: string;
  subject: string;
  body: string;
}

/** An email turned into a one-or-more page letter to print and post (Send by post). */
export async function renderLetter(letter: Letter): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;
  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const write = (text: string, f: PDFFont = font) => {
    for (const line of wrap(text, f, width)) {
      if (y < MARGIN) {
        page = pdf.addPage([A4.width, A4.height]);
        y = A4.height - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y, size: SIZE, font: f });
      y -= LEADING;
    }
  };
  write(letter.recipient, bold);
  for (const line of letter.addressLines) write(line);
  y -= LEADING;
  write(letter.date);
  y -= LEADING;
  write(letter.subject, bold);
  y -= LEADING / 2;
  write(letter.body);
  return pdf.save();
}
