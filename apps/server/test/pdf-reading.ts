/**
 * Reads a PDF as a customer would: its text (poppler's pdftotext, in reading layout) and its pages
 * drawn as PNG images (pdftoppm). Both come with Debian's poppler-utils (.ci/run installs it).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function withPdfFile<T>(pdf: Uint8Array, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wattle-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.writeFile(file, pdf);
    return await work(file, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, each page's lines as laid out on the page. */
export const pdfText = (pdf: Uint8Array): Promise<string> =>
  withPdfFile(pdf, async (file) => (await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 16 * 1024 * 1024 })).stdout);

/**
 * Every page drawn as a PNG (72 dpi); throws when poppler cannot draw one. With `keepIn`, the images
 * are also copied there (to look at them).
 */
export async function pdfPages(pdf: Uint8Array, keepIn?: string): Promise<Buffer[]> {
  return withPdfFile(pdf, async (file, dir) => {
    await run('pdftoppm', ['-png', '-r', '72', file, path.join(dir, 'page')]);
    const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const pages = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name))));
    if (keepIn) await Promise.all(names.map((name, i) => fs.writeFile(path.join(keepIn, name), pages[i]!)));
    for (const page of pages) if (!page.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG page');
    return pages;
  });
}

/** How many images the PDF draws (poppler's pdfimages -list: two heading lines, then a line per image or transparency mask). */
export const pdfImageCount = (pdf: Uint8Array): Promise<number> =>
  withPdfFile(
    pdf,
    async (file) =>
      (await run('pdfimages', ['-list', file])).stdout
        .trim()
        .split('\n')
        .slice(2)
        .filter((line) => line.trim().split(/\s+/)[2] === 'image').length,
  );

/** Text squeezed to single spaces, so a test can look for a phrase whatever the layout's padding. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ');
