/**
 * How a line was worked out, in words (billing-rules §8): "90 days × $1.2345 a day",
 * "234.567 kWh above 1,000 kWh at $0.30". Numbers are shown exactly, without trailing zeros
 * (dollars keep at least cents), with thousands separators.
 */
import { formatMoney, groupThousands, MONEY_DECIMALS } from '@wattle/contract';
import type { Dec } from './decimal';
import { AMOUNT_PLACES, plainText, QUANTITY_PLACES, scaledText } from './scaled';

function grouped(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** 1000.000 → "1,000"; 234.5670 → "234.567". */
export const number = (value: Dec): string => grouped(value.toString());

/** 0.3 → "$0.30"; 1.2345 → "$1.2345"; -81 → "-$81.00". */
export const dollars = (value: Dec): string => formatMoney(value.toString(), '$', Math.max(MONEY_DECIMALS, value.decimalPlaces()));

/** An amount in cents as `dollars` writes it, without decimal.js: -8100n → "-$81.00", 123456789n → "$1,234,567.89". */
export function centsInDollars(cents: bigint): string {
  const text = scaledText(cents < 0n ? -cents : cents, AMOUNT_PLACES);
  return `${cents < 0n ? '-' : ''}$${cents < 100_000n && cents > -100_000n ? text : grouped(text)}`;
}

export const days = (n: number): string => (n === 1 ? '1 day' : `${groupThousands(String(n))} days`);

export const quantity = (value: Dec, unit: string): string => `${number(value)} ${unit}`;

/** The same for a quantity in thousandths (most are below 1,000: nothing to group). */
export function scaledQuantity(thousandths: bigint, unit: string): string {
  const text = plainText(thousandths, QUANTITY_PLACES);
  return `${thousandths < 1_000_000n && thousandths >= 0n ? text : grouped(text)} ${unit}`;
}
