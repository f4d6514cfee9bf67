import type { SectionDataType } from './sectionConfig';

/**
 * Excel number formats of the export, by data type (issue 5). `{currency}` is replaced by the
 * CURRENCY system parameter; dates are written as real dates in the DATE_FORMAT order.
 */
export const EXCEL_FORMATS: Partial<Record<SectionDataType, string>> = {
  INT: '0',
  CURRENCY2: '"{currency}"#,##0.00;-"{currency}"#,##0.00',
  CURRENCY4: '"{currency}"#,##0.0000;-"{currency}"#,##0.0000',
  CURRENCY6: '"{currency}"#,##0.000000;-"{currency}"#,##0.000000',
  DECIMAL2: '#,##0.00',
  DECIMAL4: '#,##0.0000',
  DATE: '{date}',
  DATETIME: '{date} hh:mm',
};

/** Data types written to Excel as numbers, and those written as dates. */
export const NUMERIC_DATA_TYPES: readonly SectionDataType[] = ['INT', 'CURRENCY2', 'CURRENCY4', 'CURRENCY6', 'DECIMAL2', 'DECIMAL4'];
export const DATE_DATA_TYPES: readonly SectionDataType[] = ['DATE', 'DATETIME'];

/** Decimal places shown on screen for each numeric data type. */
export const DATA_TYPE_DECIMALS: Partial<Record<SectionDataType, number>> = {
  INT: 0,
  CURRENCY2: 2,
  CURRENCY4: 4,
  CURRENCY6: 6,
  DECIMAL2: 2,
  DECIMAL4: 4,
};

/** A DATE_FORMAT parameter such as DD/MM/YYYY as an Excel date format (dd/mm/yyyy). */
export const excelDateFormat = (dateFormat: string) => dateFormat.replace(/D/g, 'd').replace(/Y/g, 'y').replace(/M/g, 'm');

export function excelFormat(dataType: SectionDataType, currency: string, dateFormat: string): string | undefined {
  return EXCEL_FORMATS[dataType]?.replaceAll('{currency}', currency).replaceAll('{date}', excelDateFormat(dateFormat));
}
