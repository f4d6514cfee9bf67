import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney } from '../src/money';

describe('formatMoney (the CURRENCY format)', () => {
  it('puts the currency after the minus sign, with thousands separators and 2 places', () => {
    expect(formatMoney('1234567.5', '$')).toBe('$1,234,567.50');
    expect(formatMoney('-1234.5', '$')).toBe('-$1,234.50');
    expect(formatMoney('999', '€')).toBe('€999.00');
    expect(formatMoney('1000', '$')).toBe('$1,000.00');
  });

  it('shows zero as $0.00, and a negative amount that rounds to zero without a minus sign', () => {
    expect(formatMoney('0', '$')).toBe('$0.00');
    expect(formatMoney(0, '$')).toBe('$0.00');
    expect(formatMoney('-0', '$')).toBe('$0.00');
    expect(formatMoney('-0.004', '$')).toBe('$0.00');
  });

  it('rounds half away from zero at the last place', () => {
    expect(formatMoney('0.005', '$')).toBe('$0.01');
    expect(formatMoney('-42.125', '$')).toBe('-$42.13');
    expect(formatMoney('2.675', '$')).toBe('$2.68'); // 2.675 as a float is 2.67499…
    expect(formatMoney('1.005', '$')).toBe('$1.01'); // and 1.005 is 1.00499…
    expect(formatMoney('0.0049999', '$')).toBe('$0.00');
  });

  it('keeps every digit of large amounts a float would lose', () => {
    expect(formatMoney('90071992547409.99', '$')).toBe('$90,071,992,547,409.99');
    expect(formatMoney('123456789012345678901234.565', '$')).toBe('$123,456,789,012,345,678,901,234.57');
    expect(formatMoney('0.1', '$')).toBe('$0.10');
  });

  it('shows 4 or 6 places for CURRENCY4 and CURRENCY6', () => {
    expect(formatMoney('1.23456', '$', 4)).toBe('$1.2346');
    expect(formatMoney('0.1234567', '$', 6)).toBe('$0.123457');
    expect(formatMoney('-1234', '$', 4)).toBe('-$1,234.0000');
  });

  it('shows nothing for no value or a value that is not a finite number', () => {
    expect(formatMoney(null, '$')).toBe('');
    expect(formatMoney(undefined, '$')).toBe('');
    expect(formatMoney('', '$')).toBe('');
    expect(formatMoney('abc', '$')).toBe('');
    expect(formatMoney('Infinity', '$')).toBe('');
    expect(formatMoney('NaN', '$')).toBe('');
  });
});

describe('formatDecimal', () => {
  it('has no currency, and no decimal point at 0 places', () => {
    expect(formatDecimal('12345678901234567.891', 2)).toBe('12,345,678,901,234,567.89');
    expect(formatDecimal('2.5', 4)).toBe('2.5000');
    expect(formatDecimal('1234.5', 0)).toBe('1,235');
  });
});
