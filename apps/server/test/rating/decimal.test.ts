/** billing-rules §1 Numbers: the engine's exact sums and the texts of amounts, quantities and rates. */
import { describe, expect, it } from 'vitest';
import { amountText, dec, ExactSum, quantityText, rateText, round2, signOf } from '../../src/modules/rating/decimal';

const sumOf = (...texts: string[]) => {
  const total = new ExactSum();
  for (const text of texts) total.add(text);
  return total.value.toString();
};

describe('exact decimals', () => {
  it('sums quantity texts exactly, whatever their places or size', () => {
    expect(sumOf('0.1', '0.2')).toBe('0.3');
    expect(sumOf('1234.567', '-0.567', '.5', '5.')).toBe('1239.5');
    // More than 3 places, and past 2^53 thousandths: summed by decimal.js, still exact.
    expect(sumOf('0.0001', '0.0002', '1')).toBe('1.0003');
    expect(sumOf('9007199254740.991', '9007199254740.991', '0.018')).toBe('18014398509482');
  });

  it('rounds half away from zero and writes fixed places', () => {
    expect([round2(dec('7.525')), round2(dec('-7.525')), round2(dec('0.025'))].map(amountText)).toEqual(['7.53', '-7.53', '0.03']);
    expect([amountText(round2(dec('-0.004'))), quantityText(dec('1000')), rateText(dec('-0.9')), rateText(dec(1).div(3))]).toEqual([
      '0.00',
      '1000.000',
      '-0.9000000',
      '0.3333333',
    ]);
  });

  it('reads the sign of a decimal text', () => {
    expect(['-0.000', '0', '12.5', '-0.001'].map(signOf)).toEqual([0, 0, 1, -1]);
  });
});
