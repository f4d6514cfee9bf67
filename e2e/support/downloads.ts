/** Reads what the app lets a user download: spreadsheets (exceljs) and PDFs (pdf-lib; text with poppler's pdftotext). */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
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

/** A downloaded PDF's text as a customer reads it (poppler-utils' pdftotext), squeezed to single spaces. */
export async function pdfText(download: Download): Promise<string> {
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', await download.path(), '-']);
  return stdout.replace(/\s+/g, ' ');
}
