import Decimal from 'decimal.js';
import { DATA_TYPE_DECIMALS, type SectionDataType } from '@wattle/contract';
import { formatDate } from '../lib/format';

export interface ValueFormats {
  dateFormat: string;
  currency: string;
}

const CURRENCY_TYPES: readonly SectionDataType[] = ['CURRENCY2', 'CURRENCY4', 'CURRENCY6'];

/** A decimal string with thousands separators and fixed places, computed without JS floating point. */
function fixed(value: string, places: number, prefix: string): string {
  let amount: Decimal;
  try {
    amount = new Decimal(value);
  } catch {
    return value;
  }
  const [whole = '0', fraction] = amount.abs().toFixed(places, Decimal.ROUND_HALF_UP).split('.');
  const sign = amount.isNegative() && !amount.isZero() ? '-' : '';
  return `${sign}${prefix}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** Whether the type's values are numbers (money, decimals, whole numbers), shown with separators and places. */
export const isNumberType = (dataType: SectionDataType) => DATA_TYPE_DECIMALS[dataType] !== undefined;

/** A section value as text in its data type's format (the table, cards and the row expansion). */
export function formatValue(value: string | null | undefined, dataType: SectionDataType, formats: ValueFormats): string {
  if (value === null || value === undefined || value === '') return '';
  const places = DATA_TYPE_DECIMALS[dataType];
  if (places !== undefined && dataType !== 'INT') return fixed(value, places, CURRENCY_TYPES.includes(dataType) ? formats.currency : '');
  if (dataType === 'DATE') return formatDate(value, formats.dateFormat) || value;
  if (dataType === 'DATETIME') return formatDate(value, `${formats.dateFormat} HH:mm`) || value;
  return value;
}
