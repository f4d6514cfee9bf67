import { describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { futureReadProblem, plainDecimal3, readingBelowPrevious, usageSince } from '../../src/modules/metering/meter-read.rules';

describe('meter read rules (pure)', () => {
  it('records the advance since the previous read over the days between them; a first read records none', () => {
    expect(usageSince({ reading: '1250.5', readDate: '2026-04-01' }, { reading: '1000', readDate: '2026-01-01' })).toEqual({
      quantity: '250.500',
      periodDays: 90,
    });
    expect(usageSince({ reading: '1000', readDate: '2026-01-01' }, undefined)).toEqual({ quantity: '0', periodDays: 1 });
  });

  it('refuses a reading below the previous one', () => {
    expect(readingBelowPrevious('999.9', { reading: '1000' })).toBe(true);
    expect(readingBelowPrevious('1000', { reading: '1000' })).toBe(false);
    expect(readingBelowPrevious('5', undefined)).toBe(false);
    expect(readingBelowPrevious('99.999', { reading: '0100' })).toBe(true);
    expect(readingBelowPrevious('1000.000', { reading: '999.99' })).toBe(false);
    expect(readingBelowPrevious('1000.01', { reading: '1000.1' })).toBe(true);
    expect(readingBelowPrevious('1e3', { reading: '1000.5' })).toBe(true);
  });

  it('writes a plain reading with 3 decimals and no leading zeros, and no other form', () => {
    expect(['7', '007.5', '0', '000', '12.345'].map(plainDecimal3)).toEqual(['7.000', '7.500', '0.000', '0.000', '12.345']);
    expect(['1e3', '-1', '1.2345', ''].map(plainDecimal3)).toEqual([null, null, null, null]);
  });

  it('refuses a read dated after the business date', () => {
    expect(futureReadProblem('2026-05-11', '2026-05-10')).toBe(texts.sectionRules.noFutureDate);
    expect(futureReadProblem('2026-05-10', '2026-05-10')).toBeNull();
    expect(futureReadProblem('2026-05-11', '2026-05-10', texts.dashboard.csv.futureDate)).toBe(texts.dashboard.csv.futureDate);
    expect(futureReadProblem(null, '2026-05-10')).toBeNull();
  });
});
