import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { EXCEL_SHEET_NAME_MAX, excelFormat, toParamsXml } from '@wattle/contract';
import { isAdult, isAustralianLandline, isAustralianMobile, isValidAbn, postcodeFitsState } from '../src/modules/sections/definitions/au-rules';
import { instalmentSchedule } from '../src/modules/payment-plans/instalments';
import { parseParamsXml } from '../src/modules/sections/params-xml';
import { sheetName } from '../src/lib/xlsx';
import { cellValue } from '../src/modules/sections/section-export';
import dayjs from 'dayjs';

describe('instalment schedules', () => {
  it('always add up to the total, the last instalment carrying the remainder', () => {
    for (const [total, count] of [
      ['100.00', 3],
      ['1234.57', 7],
      ['0.05', 2],
      ['99999.99', 52],
    ] as const) {
      const schedule = instalmentSchedule(total, count, '2025-01-31', 'MONTHLY');
      expect(schedule).toHaveLength(count);
      expect(schedule.reduce((sum, i) => sum.plus(i.amount), new Decimal(0)).toFixed(2)).toBe(new Decimal(total).toFixed(2));
      expect(new Decimal(schedule.at(-1)!.amount).gte(schedule[0]!.amount)).toBe(true);
    }
    expect(instalmentSchedule('100.00', 3, '2025-01-31', 'MONTHLY').map((i) => [i.dueDate, i.amount])).toEqual([
      ['2025-01-31', '33.33'],
      ['2025-02-28', '33.33'],
      ['2025-03-31', '33.34'],
    ]);
  });
});

describe('Australian rules', () => {
  it('checks ABNs by their checksum', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
  });

  it('knows mobiles, landlines and which state a postcode belongs to', () => {
    expect(isAustralianMobile('0412 345 678')).toBe(true);
    expect(isAustralianMobile('0312345678')).toBe(false);
    expect(isAustralianLandline('(02) 9876 5432')).toBe(true);
    expect(postcodeFitsState('2000', 'NSW')).toBe(true);
    expect(postcodeFitsState('2600', 'ACT')).toBe(true);
    expect(postcodeFitsState('2600', 'NSW')).toBe(false);
    expect(postcodeFitsState('0800', 'NT')).toBe(true);
    expect(postcodeFitsState('800', 'NT')).toBe(false);
  });

  it('counts adult age', () => {
    expect(isAdult('2000-01-01', dayjs('2018-01-01'))).toBe(true);
    expect(isAdult('2000-01-02', dayjs('2018-01-01'))).toBe(false);
  });
});

describe('export cells', () => {
  it('cuts sheet names to 31 characters without the characters Excel refuses', () => {
    expect(sheetName('Customer charges: one-off and recurring [all]')).toHaveLength(EXCEL_SHEET_NAME_MAX);
    expect(sheetName('a/b?c*d')).toBe('a b c d');
    expect(sheetName('')).toBe('Sheet1');
  });

  it('writes numbers as numbers and dates as dates, display texts as text', () => {
    expect(cellValue('CURRENCY2', '-12.50', undefined)).toBe(-12.5);
    expect(cellValue('DATE', '2025-03-01', undefined)).toEqual(new Date(Date.UTC(2025, 2, 1)));
    expect(cellValue('DATETIME', '2025-03-01T13:45:00', undefined)).toEqual(new Date(Date.UTC(2025, 2, 1, 13, 45)));
    expect(cellValue('TEXT', 'PENDING', 'Pending')).toBe('Pending');
    expect(cellValue('INT', null, undefined)).toBeNull();
    expect(excelFormat('CURRENCY4', 'A$', 'DD/MM/YYYY')).toBe('"A$"#,##0.0000;-"A$"#,##0.0000');
    expect(excelFormat('DATETIME', '$', 'DD/MM/YYYY')).toBe('dd/mm/yyyy hh:mm');
  });
});

describe('paramsXml', () => {
  it('reads what the client writes', () => {
    const ids = { partyId: 4, customerId: 1, accountId: 2, meterId: 5, siteId: 3 };
    expect(parseParamsXml(toParamsXml(ids))).toEqual(ids);
    expect(parseParamsXml('<Parameters>\n  <CustomerId>7</CustomerId>\n</Parameters>')).toEqual({ customerId: 7 });
    expect(() => parseParamsXml('<Parameters><CustomerId>1e3</CustomerId></Parameters>')).toThrow();
  });
});
