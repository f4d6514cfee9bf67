import zlib from 'node:zlib';

/** Small generated files for the demo: meter photos (PNG) and one-page PDFs. */

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 120x60 "photo" of a meter display; `variant` changes the digits' pattern and the tint. */
export function meterPhotoPng(variant: number): Buffer {
  const width = 120;
  const height = 60;
  const tint = (variant * 37) % 60;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const inDisplay = x >= 10 && x < 110 && y >= 18 && y < 42;
      const digit = Math.floor((x - 10) / 14);
      const lit = inDisplay && (x - 10) % 14 < 10 && ((variant + digit) * 7 + Math.floor((y - 18) / 6)) % 3 !== 0;
      const [r, g, b] = lit ? [40, 220, 90] : inDisplay ? [20, 30, 25] : [150 + tint, 150 + tint, 140];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width of each text line of the PDF template; the generator pads or cuts lines to it. */
export const PDF_LINE_WIDTH = 72;
export const PDF_LINES = 5;
/** The placeholder of line n, exactly PDF_LINE_WIDTH characters, so replacing it keeps every byte offset. */
export const pdfLineToken = (n: number) => `@LINE${n}@`.padEnd(PDF_LINE_WIDTH, '~');

/**
 * A valid one-page PDF (Helvetica, A4) whose lines are placeholders of fixed width: the database
 * fills them per document with ASCII text of the same width, so the cross-reference table stays right.
 */
export function pdfTemplate(): string {
  const lines = Array.from({ length: PDF_LINES }, (_, k) => {
    const size = k === 0 ? 18 : 11;
    const y = 780 - k * 28 - (k > 0 ? 12 : 0);
    return `BT /F1 ${size} Tf 56 ${y} Td (${pdfLineToken(k + 1)}) Tj ET`;
  });
  const stream = `${lines.join('\n')}\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, k) => {
    offsets.push(pdf.length);
    pdf += `${k + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** Profile of a day's usage over 48 half hours (low overnight, morning and evening peaks); sums to 1. */
export function halfHourProfile(): string[] {
  const raw = Array.from({ length: 48 }, (_, h) => {
    const hour = h / 2;
    return 0.4 + 0.9 * Math.exp(-((hour - 7.5) ** 2) / 2) + 1.4 * Math.exp(-((hour - 19) ** 2) / 4) + (hour > 9 && hour < 17 ? 0.3 : 0);
  });
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((v) => (v / total).toFixed(7));
}
