/**
 * How a line was worked out, in words (billing-rules §8): "90 days × $1.2345 a day",
 * "234.567 kWh above 1,000 kWh at $0.30". Numbers are shown exactly, without trailing zeros
 * (dollars keep at least cents), with thousands separators.
 */
import type { Dec } from './decimal';

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function grouped(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${group(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** 1000.000 → "1,000"; 234.5670 → "234.567". */
export const number = (value: Dec): string => grouped(value.toString());

/** 0.3 → "$0.30"; 1.2345 → "$1.2345"; -81 → "-$81.00". */
export function dollars(value: Dec): string {
  const places = Math.max(2, value.decimalPlaces());
  const text = grouped(value.abs().toFixed(places));
  return value.isNegative() ? `-$${text}` : `$${text}`;
}

export const days = (n: number): string => (n === 1 ? '1 day' : `${group(String(n))} days`);

export const quantity = (value: Dec, unit: string): string => `${number(value)} ${unit}`;
