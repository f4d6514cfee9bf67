import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelFormat, type SectionDataType, type SectionRow } from '@wattle/contract';
import type { BoundField } from '../src/modules/sections/section-catalog';
import { writeXlsx } from '../src/modules/sections/section-export';

/** The Excel number formats of the data types sections-rules.test.ts does not cover (spec 2 §9). */
const expected: [SectionDataType, string][] = [
  ['CURRENCY6', '"A$"#,##0.000000;-"A$"#,##0.000000'],
  ['DECIMAL2', '#,##0.00'],
  ['DECIMAL4', '#,##0.0000'],
];

describe('Excel formats of CURRENCY6, DECIMAL2 and DECIMAL4', () => {
  it('gives six currency places with the company symbol, and plain grouped decimals without one', () => {
    for (const [dataType, numFmt] of expected) expect(excelFormat(dataType, 'A$', 'DD/MM/YYYY'), dataType).toBe(numFmt);
    // The symbol is the CURRENCY parameter, not a fixed dollar; decimals never carry one.
    expect(excelFormat('CURRENCY6', '€', 'YYYY-MM-DD')).toBe('"€"#,##0.000000;-"€"#,##0.000000');
    expect(excelFormat('DECIMAL4', '€', 'YYYY-MM-DD')).not.toContain('€');
  });

  it('writes each as a number cell carrying its format in a real .xlsx', async () => {
    const field = (name: string, dataType: SectionDataType) => ({ name, prompt: name, dataType, visible: true }) as unknown as BoundField;
    const fields = [field('rebate', 'CURRENCY6'), field('reading', 'DECIMAL2'), field('usage', 'DECIMAL4')];
    async function* rows(): AsyncIterable<SectionRow> {
      yield { key: '1', version: null, colour: null, values: { rebate: '0.1234567', reading: '12345.678', usage: '-0.00005' }, displayValues: {} };
      yield { key: '2', version: null, colour: null, values: { rebate: '-1500.5', reading: null, usage: '99.1' }, displayValues: {} };
    }
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => out.on('end', resolve));
    await writeXlsx(out, 'Concessions', fields, rows(), { currency: 'A$', dateFormat: 'DD/MM/YYYY' });
    await ended;

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Concessions')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'rebate', 'reading', 'usage']);
    const first = sheet.getRow(2);
    expect([1, 2, 3].map((c) => first.getCell(c).numFmt)).toEqual(expected.map(([, numFmt]) => numFmt));
    // Full precision is kept: the format rounds what is shown, never the stored number.
    expect([1, 2, 3].map((c) => first.getCell(c).value)).toEqual([0.1234567, 12345.678, -0.00005]);
    expect([1, 2, 3].map((c) => first.getCell(c).type)).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.Number, ExcelJS.ValueType.Number]);
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe(-1500.5);
    expect(second.getCell(1).numFmt).toBe(expected[0]![1]);
    expect(second.getCell(2).value).toBeNull();
    expect(second.getCell(3).value).toBe(99.1);
    expect(second.getCell(3).numFmt).toBe('#,##0.0000');
  });
});
