import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { as } from '../helpers';

export type Caller = ReturnType<typeof as>;

/** GET /api/reports (the menu) as the caller: the report ids by code-like name. */
export async function reportIds(caller: Caller): Promise<Record<string, number>> {
  const res = await caller({ method: 'GET', url: '/api/reports' });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json<{ id: number; name: string }[]>().map((r) => [r.name, r.id]));
}

export const parametersQuery = (parameters: Record<string, string>) => `reportParametersJson=${encodeURIComponent(JSON.stringify(parameters))}`;

export const JANUARY_2025 = { START_DATE: '2025-01-01', END_DATE: '2025-01-31' };

const cellText = (v: string | number | Date | null | undefined) =>
  v instanceof Date ? v.toISOString().slice(0, 10) : v === null || v === undefined ? '' : String(v);

/** The rows of a workbook's first sheet as text, header row first. */
export async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(
      Array.from(row.values as (string | number | Date | null | undefined)[])
        .slice(1)
        .map(cellText),
    );
  });
  return rows;
}

export const envelope = (message: string) => ({ isSuccess: false, messages: [{ message, messageType: expect.any(String) as string }] });

export type App = FastifyInstance;
