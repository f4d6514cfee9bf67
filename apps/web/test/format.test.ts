import { describe, expect, it } from 'vitest';
import { ZERO_DATE } from '@wattle/contract';
import { formatDate, formatNamedDate, parseDate } from '../src/lib/format';

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

  it("knows the spec's named formats", () => {
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
