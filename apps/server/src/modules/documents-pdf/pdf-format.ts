import dayjs from 'dayjs';
import Decimal from 'decimal.js';
import { formatDecimal, formatDisplayDate, formatMoney, MONEY_DECIMALS, type CompanyFormats } from '@wattle/contract';

/** How a PDF prints values: money in the CURRENCY format, dates in DATE_FORMAT, exact decimals throughout. */
export interface PdfFormat {
  money(value: string): string;
  date(isoDate: string): string;
  /** A quantity with the places it has, at most 3 (1,234.567; 90). */
  quantity(value: string): string;
  /** A unit rate with the places it has, at least 2 and at most 7 ($0.25, $1.2345). */
  rate(value: string): string;
  /** A chart's period label (Mar 26). */
  period(isoDate: string): string;
}

const placesOf = (value: string, most: number) => new Decimal(value).toDecimalPlaces(most, Decimal.ROUND_HALF_UP).decimalPlaces();

export function pdfFormat({ currency, dateFormat }: CompanyFormats): PdfFormat {
  return {
    money: (value) => formatMoney(value, currency),
    date: (isoDate) => formatDisplayDate(isoDate, dateFormat),
    quantity: (value) => formatDecimal(value, placesOf(value, 3)),
    rate: (value) => formatMoney(value, currency, Math.max(MONEY_DECIMALS, placesOf(value, 7))),
    period: (isoDate) => dayjs(isoDate).format('MMM YY'),
  };
}
