import { DATA_TYPE_DECIMALS, formatDecimal, formatMoney, type SectionDataType, type SectionDisplayField, type SectionRow } from '@wattle/contract';
import { dateTimeFormatOf, formatDate, formatInstant } from '../lib/format';

export interface ValueFormats {
  dateFormat: string;
  currency: string;
  /** The company's TIME_ZONE: DATETIME values are instants, shown on its clock. */
  timeZone: string;
}

const CURRENCY_TYPES: readonly SectionDataType[] = ['CURRENCY2', 'CURRENCY4', 'CURRENCY6'];

/** Whether the type's values are numbers (money, decimals, whole numbers), shown with separators and places. */
export const isNumberType = (dataType: SectionDataType) => DATA_TYPE_DECIMALS[dataType] !== undefined;

/** A section value as text in its data type's format (the table, cards and the row expansion). */
export function formatValue(value: string | null | undefined, dataType: SectionDataType, formats: ValueFormats): string {
  if (value === null || value === undefined || value === '') return '';
  const places = DATA_TYPE_DECIMALS[dataType];
  if (places !== undefined && dataType !== 'INT') {
    const text = CURRENCY_TYPES.includes(dataType) ? formatMoney(value, formats.currency, places) : formatDecimal(value, places);
    return text || value;
  }
  if (dataType === 'DATE') return formatDate(value, formats.dateFormat) || value;
  if (dataType === 'DATETIME') return formatInstant(value, dateTimeFormatOf(formats.dateFormat), formats.timeZone) || value;
  return value;
}

/** A section row's field as the table shows it: the server's display value, else the value in its type's format. */
export const shownText = (row: SectionRow, field: Pick<SectionDisplayField, 'name' | 'dataType'>, formats: ValueFormats): string =>
  row.displayValues[field.name] ?? formatValue(row.values[field.name], field.dataType, formats);
