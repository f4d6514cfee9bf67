import { describe, expect, it } from 'vitest';
import { ZERO_DATE } from '@wattle/contract';
import { formatDate, formatNamedDate, parseDate } from '../src/lib/format';
import { formatMoney } from '../src/lib/money';

describe('formatDate', () => {
  it('uses the system date format', () => {
    expect(formatDate('2024-03-09', 'DD/MM/YYYY')).toBe('09/03/2024');
    expect(formatDate('2024-03-09T15:04:00', 'MM/DD/YYYY HH:mm')).toBe('03/09/2024 15:04');
  });

  it('shows nothing for no date, the zero date or garbage', () => {
    expect(formatDate(null, 'DD/MM/YYYY')).toBe('');
    expect(formatDate('', 'DD/MM/YYYY')).toBe('');
    expect(formatDate(ZERO_DATE, 'DD/MM/YYYY')).toBe('');
    expect(formatDate('not a date', 'DD/MM/YYYY')).toBe('');
  });

  it('knows the spec\'s named formats', () => {
    expect(formatNamedDate('2024-07-01T13:05:00', 'ticket')).toBe('1 Jul 2024 1:05pm');
    expect(formatNamedDate('2024-07-01T13:05:00', 'report')).toBe('01 Jul 2024 01:05 pm');
    expect(formatNamedDate('2024-07-01T13:05:00', 'jobHistory')).toBe('07/01/2024 13:05');
    expect(formatNamedDate('2024-07-01', 'activity')).toBe('1 Jul 2024');
  });
});

describe('parseDate', () => {
  it('accepts only dates in the given format', () => {
    expect(parseDate('09/03/2024', 'DD/MM/YYYY')?.getMonth()).toBe(2);
    expect(parseDate('2024-03-09', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('31/02/2024', 'DD/MM/YYYY')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('formats decimal strings with the currency, separators and 2 places', () => {
    expect(formatMoney('1234567.5', '$')).toBe('$1,234,567.50');
    expect(formatMoney('-42.125', '$')).toBe('-$42.13');
    expect(formatMoney('0.005', '€')).toBe('€0.01');
    expect(formatMoney('-0.001', '$')).toBe('$0.00');
    expect(formatMoney(0, '$')).toBe('$0.00');
  });

  it('keeps precision a float would lose', () => {
    expect(formatMoney('90071992547409.99', '$')).toBe('$90,071,992,547,409.99');
    expect(formatMoney('0.1', '$')).toBe('$0.10');
  });

  it('shows nothing for no value or a value that is not a number', () => {
    expect(formatMoney(null, '$')).toBe('');
    expect(formatMoney('', '$')).toBe('');
    expect(formatMoney('abc', '$')).toBe('');
    expect(formatMoney('Infinity', '$')).toBe('');
  });
});
