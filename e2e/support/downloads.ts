/** Reads what the app lets a user download: spreadsheets (exceljs) and PDFs (pdf-lib; text with poppler's pdftotext). */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';

export async function readXlsx(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

/** A worksheet as rows of cell texts (as a user sees them), header row first. */
export function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(row.getCell(column).text);
    rows.push(cells);
  });
  return rows;
}

export async function readPdf(download: Download): Promise<PDFDocument> {
  return PDFDocument.load(await fs.readFile(await download.path()));
}

const pdfFileText = async (file: string): Promise<string> => {
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout.replace(/\s+/g, ' ');
};

/** A downloaded PDF's text as a customer reads it (poppler-utils' pdftotext), squeezed to single spaces. */
export async function pdfText(download: Download): Promise<string> {
  return pdfFileText(await download.path());
}

/** The text of PDF bytes (a viewer's blob, an API answer), as pdfText reads a download. */
export async function pdfBytesText(pdf: Uint8Array): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wattle-pdf-'));
  try {
    await fs.writeFile(path.join(dir, 'file.pdf'), pdf);
    return await pdfFileText(path.join(dir, 'file.pdf'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
