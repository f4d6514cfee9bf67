import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZERO_DATE } from '@wattle/contract';
import { dateTimeFormatOf, formatDate, formatInstant, instantOf, parseDate } from '../src/lib/format';

describe('formatDate', () => {
  it('uses the system date format', () => {
    expect(formatDate('2024-03-09', 'DD/MM/YYYY')).toBe('09/03/2024');
    expect(formatDate('2024-03-09', 'MM/DD/YYYY')).toBe('03/09/2024');
  });

  it('shows nothing for no date, the zero date or garbage', () => {
    expect(formatDate(null, 'DD/MM/YYYY')).toBe('');
    expect(formatDate('', 'DD/MM/YYYY')).toBe('');
    expect(formatDate(ZERO_DATE, 'DD/MM/YYYY')).toBe('');
    expect(formatDate('not a date', 'DD/MM/YYYY')).toBe('');
  });
});

describe('formatInstant: times on the company’s clock, whatever the browser’s zone', () => {
  const sydney = 'Australia/Sydney';
  const format = dateTimeFormatOf('DD/MM/YYYY');
  // The process's own zone (the browser's, on screen) plays no part: run these in New York's.
  const processZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  });

  it('reads an instant with its offset, in every form the API writes', () => {
    // 08:47 UTC on 5 December 2024 is 19:47 in Sydney (AEDT, UTC+11).
    for (const value of [
      '2024-12-05T08:47:00Z',
      '2024-12-05T08:47:00.123Z',
      '2024-12-05T19:47:00+11:00',
      '2024-12-05 08:47:00+00',
      '2024-12-05 08:47:00.5+00:00',
    ])
      expect(formatInstant(value, format, sydney)).toBe('05/12/2024 19:47');
    expect(formatInstant(new Date(Date.UTC(2024, 11, 5, 8, 47)), format, sydney)).toBe('05/12/2024 19:47');
  });

  it('shows a date-time without an offset as written: it is already on the company’s clock (report rows)', () => {
    expect(formatInstant('2024-12-05T19:47:00', format, sydney)).toBe('05/12/2024 19:47');
    expect(instantOf('2024-12-05T19:47:00')).toBeNull();
  });

  it('follows daylight saving and the company’s zone', () => {
    // Winter in Sydney (AEST, UTC+10); a company in Perth (UTC+8) already on the next day.
    expect(formatInstant('2024-07-01T08:47:00Z', format, sydney)).toBe('01/07/2024 18:47');
    expect(formatInstant('2024-07-01T20:30:00Z', 'DD/MM/YYYY', 'Australia/Perth')).toBe('02/07/2024');
  });

  it('shows seconds for logs and the company’s date of an instant', () => {
    expect(formatInstant('2024-12-05T13:30:15Z', dateTimeFormatOf('DD/MM/YYYY', true), sydney)).toBe('06/12/2024 00:30:15');
    expect(formatInstant('2024-12-05T13:30:15Z', 'DD/MM/YYYY', sydney)).toBe('06/12/2024');
  });

  it('leaves a calendar date where it is, and shows nothing for no value or garbage', () => {
    expect(formatInstant('2024-12-05', 'DD/MM/YYYY', 'Pacific/Pago_Pago')).toBe('05/12/2024');
    expect(formatInstant(null, format, sydney)).toBe('');
    expect(formatInstant(ZERO_DATE, format, sydney)).toBe('');
    expect(formatInstant('soon', format, sydney)).toBe('');
    expect(instantOf('2024-12-05')).toBeNull();
  });

  it('uses the default zone (Sydney) for an unknown one', () => {
    expect(formatInstant('2024-12-05T08:47:00Z', format, 'Mars/Olympus')).toBe('05/12/2024 19:47');
  });
});

describe('parseDate', () => {
  it('accepts only dates in the given format', () => {
    expect(parseDate('09/03/2024', 'DD/MM/YYYY')?.getMonth()).toBe(2);
    expect(parseDate('2024-03-09', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('31/02/2024', 'DD/MM/YYYY')).toBeNull();
  });
});
