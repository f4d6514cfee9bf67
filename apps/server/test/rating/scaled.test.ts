/**
 * The scaled-integer line arithmetic (scaled.ts) against decimal.js, the engine's reference for
 * billing-rules §1: random quantities and rates up to the largest the columns hold (quantity
 * numeric(18,3), rate numeric(18,7)), with every decimal place used, negative as well as positive.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountText, Dec, dec, quantityText, rateText, round2, round3, ZERO } from '../../src/modules/rating/decimal';
import { concessionCredits } from '../../src/modules/rating/concessions';
import { gstOf } from '../../src/modules/rating/gst';
import type { LineDraft } from '../../src/modules/rating/line-draft';
import { addDays, dateRange } from '../../src/modules/rating/period';
import { newTally, ratedQuantity } from '../../src/modules/rating/read-tally';
import { AMOUNT_PLACES, divideHalfUp, lineAmount, plainText, QUANTITY_PLACES, RATE_PLACES, scaledOf, scaledText } from '../../src/modules/rating/scaled';
import { concession, meter, POWER } from './fixtures';

const LARGEST = 10n ** 18n - 1n;
/** Units of the last place of a numeric(18, places): mostly everyday sizes, often the largest. */
const units = (everyday: bigint) => fc.oneof(fc.bigInt({ min: -everyday, max: everyday }), fc.bigInt({ min: -LARGEST, max: LARGEST }));
const quantityUnits = units(10_000_000n);
/**
 * A rate's text as the database writes it (all 7 places) or as a user types it (no trailing
 * zeros); round rates often make exact halves of a cent, where half-up rounding shows.
 */
const rateTexts = fc.oneof(
  fc
    .tuple(units(100_000_000n), fc.boolean())
    .map(([u, padded]) => (padded ? dec(`${u}e-${RATE_PLACES}`).toFixed(RATE_PLACES) : dec(`${u}e-${RATE_PLACES}`).toString())),
  fc.constantFrom('1', '0.5', '0.25', '0.1', '-1', '0.3000000'),
);
const asDec = (u: bigint, places: number) => new Dec(`${u}e-${places}`);

describe('scaled-integer arithmetic equals decimal.js', () => {
  it('amount = round2(quantity × unit rate), half away from zero', () => {
    fc.assert(
      fc.property(quantityUnits, rateTexts, (q, rate) => {
        const expected = amountText(round2(asDec(q, QUANTITY_PLACES).times(dec(rate))));
        expect(scaledText(lineAmount(q, scaledOf(rate, RATE_PLACES)), AMOUNT_PLACES)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('exact halves round away from zero', () => {
    // 0.005 × 1 = 0.005 → 0.01; 2.5 × 0.001 → 0.0025 → 0.00; -7.525 → -7.53.
    expect(scaledText(lineAmount(5n, scaledOf('1', RATE_PLACES)), AMOUNT_PLACES)).toBe('0.01');
    expect(scaledText(lineAmount(-5n, scaledOf('1', RATE_PLACES)), AMOUNT_PLACES)).toBe('-0.01');
    expect(scaledText(lineAmount(2500n, scaledOf('0.001', RATE_PLACES)), AMOUNT_PLACES)).toBe('0.00');
    expect(scaledText(lineAmount(-7525n, scaledOf('1.0000000', RATE_PLACES)), AMOUNT_PLACES)).toBe('-7.53');
  });

  it('GST = round2(amount × 0.1) per line', () => {
    fc.assert(
      fc.property(units(100_000_000n), (cents) => {
        expect(scaledText(gstOf('USAGE', cents, POWER), AMOUNT_PLACES)).toBe(amountText(round2(asDec(cents, AMOUNT_PLACES).times('0.1'))));
      }),
      { numRuns: 2000 },
    );
  });

  it('n ÷ d rounded half away from zero, as decimal.js divides and rounds', () => {
    fc.assert(
      fc.property(units(10n ** 12n), fc.bigInt({ min: 1n, max: 100_000n }), (n, d) => {
        expect(divideHalfUp(n, d).toString()).toBe(dec(n.toString()).div(d.toString()).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toFixed(0));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes quantities, rates and amounts as the invoice line and the derivation text do', () => {
    fc.assert(
      fc.property(quantityUnits, units(100_000_000n), (q, r) => {
        expect(scaledText(q, QUANTITY_PLACES)).toBe(quantityText(asDec(q, QUANTITY_PLACES)));
        expect(scaledText(r, RATE_PLACES)).toBe(rateText(asDec(r, RATE_PLACES)));
        expect(scaledText(q, AMOUNT_PLACES)).toBe(amountText(asDec(q, AMOUNT_PLACES)));
        expect(plainText(q, QUANTITY_PLACES)).toBe(asDec(q, QUANTITY_PLACES).toString());
      }),
      { numRuns: 2000 },
    );
  });

  it("a rate's quantity: Σ reads × multiplier per meter, rounded once to 3 places", () => {
    const multipliers = fc.oneof(
      fc.constantFrom('1', '1.0000000', '2', '0.5000000'),
      units(10n ** 9n).map((u) => dec(`${u < 0n ? -u : u}e-7`).toFixed(7)),
    );
    const meterReads = fc.tuple(
      multipliers,
      fc.array(
        quantityUnits.map((u) => dec(`${u}e-3`).toFixed(3)),
        { minLength: 1, maxLength: 5 },
      ),
    );
    fc.assert(
      fc.property(fc.array(meterReads, { minLength: 1, maxLength: 3 }), (meters) => {
        let expected = ZERO;
        const tallies = meters.map(([multiplier, reads], i) => {
          const tally = newTally({ ...meter(i + 1), multiplier });
          for (const q of reads) tally.total.add(q);
          expected = expected.plus(reads.reduce((sum, q) => sum.plus(q), ZERO).times(multiplier));
          return tally;
        });
        expect(scaledText(ratedQuantity(tallies), QUANTITY_PLACES)).toBe(quantityText(round3(expected)));
      }),
      { numRuns: 1000 },
    );
  });

  it('concession credits in cents equal billing-rules §5 worked in decimal.js', () => {
    const period = dateRange('2026-01-01', '2026-03-31');
    const charge = (kind: LineDraft['kind'], amount: bigint): LineDraft => ({
      kind,
      description: kind,
      range: period,
      quantity: '1.000',
      unitOfMeasure: 'each',
      unitRate: '0.0000000',
      amount,
      scheduleId: null,
      rate: null,
      touClass: null,
      band: null,
      meters: [],
      text: '',
    });
    const rebates = fc.bigInt({ min: 0n, max: 100_000_000n }).map((u) => dec(`${u}e-7`).toFixed(7));
    const percents = fc.bigInt({ min: 0n, max: 1_000_000_000n }).map((u) => dec(`${u}e-7`).toString());
    const cents = fc.bigInt({ min: 0n, max: 10n ** 9n });
    fc.assert(
      fc.property(rebates, percents, cents, cents, fc.integer({ min: 0, max: 89 }), (rebate, percent, fixed, usage, startDay) => {
        const card = concession(rebate, percent, addDays(period.from, startDay));
        const lines = concessionCredits([card], POWER.id, period, [charge('FIXED', fixed), charge('USAGE', usage)]);
        // billing-rules §5 in decimal.js, as the engine worked it before scaled integers.
        const c = dateRange(card.validFrom, period.to).days;
        const usageDollars = asDec(usage, AMOUNT_PLACES);
        let remaining = asDec(fixed + usage, AMOUNT_PLACES);
        const fullUsage = round2(dec(percent).div(100).times(usageDollars).times(c).div(period.days));
        const fullDaily = round2(dec(rebate).times(c));
        const usageCredit = Dec.max(ZERO, Dec.min(fullUsage, remaining));
        remaining = remaining.minus(usageCredit);
        const dailyCredit = Dec.max(ZERO, Dec.min(fullDaily, remaining));
        const expected = [
          // The daily line's unit rate is the card's rebate, reduced or not (billing-rules §5).
          ...(dailyCredit.isZero() ? [] : [`${amountText(dailyCredit.negated())} ${rateText(dec(rebate).negated())}`]),
          ...(usageCredit.isZero() ? [] : [`${amountText(usageCredit.negated())} ${rateText(usageCredit.negated())}`]),
        ];
        expect(lines.map((l) => `${scaledText(l.amount, AMOUNT_PLACES)} ${l.unitRate}`)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
