/**
 * The rating loop's quick paths against the slow, obvious way (docs/billing.md Speed): reading a
 * quantity text as thousandths, writing cents as dollars, and the plan's work for a period done
 * once and shared by every account on the plan.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec, thousandths } from '../../src/modules/rating/decimal';
import { centsInDollars, dollars } from '../../src/modules/rating/derivation-text';
import { rateUtilityAccount } from '../../src/modules/rating/rate-account';
import { AMOUNT_PLACES, decOf, divideHalfUp, lineAmount, rescale, scaledOf, scaledText } from '../../src/modules/rating/scaled';
import type { RatingInput } from '../../src/modules/rating/types';
import { concession, fixedSchedule, meter, plan, priceChangeUsage, rating, read, usageSchedule, METER_TYPE, CLASS } from './fixtures';

/** n ÷ d rounded half away from zero, on bigints only: the reference for the double quick path. */
function bigintHalfUp(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  if ((remainder < 0n ? -remainder : remainder) * 2n < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));

/** Decimal texts as numeric(18,3) prints them, as people type them, and a few that are not decimals at all (each with a digit). */
const quantityTexts = fc.oneof(
  fc.tuple(fc.constantFrom('', '-'), digits(1, 16), digits(3, 3)).map(([sign, whole, fraction]) => `${sign}${whole}.${fraction}`),
  fc
    .tuple(fc.constantFrom('', '-', '+'), digits(0, 19), fc.constantFrom('', '.'), digits(0, 5))
    .map((parts) => parts.join(''))
    .filter((text) => /[0-9]/.test(text)),
  fc.constantFrom(
    '.500',
    '-.500',
    '5.',
    '-0.000',
    '1e3',
    ' 1.000',
    '1.2.3',
    '12a.456',
    '1_0.000',
    '9007199254740.991',
    '9007199254740.992',
    '-9007199254740.992',
  ),
);

/** The exact value of a text, or null where decimal.js cannot read it. */
function exactly(text: string): Dec | null {
  try {
    return new Dec(text);
  } catch {
    return null;
  }
}

describe('rating quick paths', () => {
  it('reads a quantity text as its exact count of thousandths, or leaves it to decimal.js', () => {
    fc.assert(
      fc.property(quantityTexts, (text) => {
        const units = thousandths(text);
        const value = exactly(text);
        if (units === null) {
          // Only texts that are not whole thousandths below 2^53 are left over.
          const scaled = value?.times(1000);
          expect(scaled !== undefined && scaled.isInteger() && scaled.abs().lte(Number.MAX_SAFE_INTEGER) && /^-?\d+\.\d{3}$/.test(text)).toBe(false);
        } else {
          expect(value).not.toBeNull();
          expect(units).toBe(value!.times(1000).toNumber());
          expect(Number.isSafeInteger(units)).toBe(true);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds, multiplies and writes scaled integers on doubles exactly as on bigints, either side of 2^31 and 2^53', () => {
    const near = (edge: bigint) => fc.bigInt({ min: edge - 5000n, max: edge + 5000n });
    const anyUnits = fc.oneof(near(2n ** 31n), near(-(2n ** 31n)), near(2n ** 53n), near(-(2n ** 53n)), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }));
    fc.assert(
      fc.property(anyUnits, fc.integer({ min: 1, max: 25 }), (units, places) => {
        expect(rescale(units, places, 0)).toBe(bigintHalfUp(units, 10n ** BigInt(places)));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(anyUnits, fc.constantFrom(2, 3, 7, 9), (units, places) => {
        expect(scaledText(units, places)).toBe(decOf(units, places).toFixed(places));
        if (units <= BigInt(Number.MAX_SAFE_INTEGER) && units >= -BigInt(Number.MAX_SAFE_INTEGER))
          expect(scaledText(Number(units), places)).toBe(decOf(units, places).toFixed(places));
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(anyUnits, fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), fc.integer({ min: 7, max: 12 }), (thousandths, rateUnits, places) => {
        const rate = scaledOf(decOf(rateUnits, places), places);
        expect(lineAmount(thousandths, rate)).toBe(bigintHalfUp(thousandths * rate.units, 10n ** BigInt(rate.places + 1)));
      }),
      { numRuns: 3000 },
    );
  });

  it('divides any two integers rounding half away from zero on doubles exactly as on bigints', () => {
    const near = (edge: bigint) => fc.bigInt({ min: edge - 5000n, max: edge + 5000n });
    const dividends = fc.oneof(
      fc.bigInt({ min: -10_000_000n, max: 10_000_000n }),
      near(2n ** 53n),
      near(-(2n ** 53n)),
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
    );
    const divisors = fc.oneof(
      fc.bigInt({ min: 1n, max: 1000n }),
      near(2n ** 53n).filter((d) => d > 0n),
      fc.bigInt({ min: 1n, max: 10n ** 25n }),
    );
    fc.assert(
      fc.property(dividends, divisors, (n, d) => {
        expect(divideHalfUp(n, d)).toBe(bigintHalfUp(n, d));
      }),
      { numRuns: 5000 },
    );
  });

  it('writes cents as dollars exactly as decimal.js does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.bigInt({ min: -1_000_000n, max: 1_000_000n }), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n })), (cents) => {
        expect(centsInDollars(cents)).toBe(dollars(decOf(cents, AMOUNT_PLACES)));
      }),
      { numRuns: 3000 },
    );
    expect([0n, -8100n, 99_999n, 100_000n, -123_456_789n].map(centsInDollars)).toEqual(['$0.00', '-$81.00', '$999.99', '$1,000.00', '-$1,234,567.89']);
  });

  it('rates accounts sharing one plan exactly as accounts each with their own copy', () => {
    const shared = plan(
      [
        fixedSchedule([
          { unitRate: '1.2345', endDate: '2026-02-14' },
          { unitRate: '1.3010', startDate: '2026-02-15', minimumCharge: '1.5' },
        ]),
      ],
      [
        priceChangeUsage(),
        usageSchedule([{ steps: [['0', '0.41']], minimumCharge: '30', startDate: '2026-01-10' }], CLASS.PEAK, 'Peak'),
        usageSchedule([{ steps: [['0', '0.085']] }], CLASS.SOLAR, 'Solar'),
      ],
    );
    // Accounts billed for different periods (closed, opened mid-period), with and without reads of each class.
    const accounts: RatingInput[] = [0, 1, 2, 3, 4, 5].map((n) =>
      rating(shared, {
        utilityAccount: {
          id: n,
          openDate: n === 4 ? '2026-02-03' : '2025-01-01',
          closeDate: n === 3 ? '2026-02-20' : null,
          lastBilledDate: n === 4 ? null : '2025-12-31',
          state: 'NSW',
        },
        meters: [meter(1), meter(2, METER_TYPE.PEAK), meter(3, METER_TYPE.SOLAR, { multiplier: '2.5' })],
        reads: [
          read(1, '2026-01-31', `${400 + n * 300}.125`),
          read(1, '2026-03-20', `${500 + n * 250}.500`),
          ...(n % 2 ? [read(2, '2026-02-16', '12.345'), read(3, '2026-03-01', '40.010')] : []),
        ],
        concessions: n === 5 ? [concession('0.90', '10')] : [],
      }),
    );
    const sharedResults = [...accounts, ...accounts].map(rateUtilityAccount);
    const ownResults = [...accounts, ...accounts].map((input) => rateUtilityAccount({ ...input, pricePlan: structuredClone(shared) }));
    expect(sharedResults).toEqual(ownResults);
    expect(sharedResults.flatMap((r) => r.lines.map((l) => l.kind))).toEqual(expect.arrayContaining(['FIXED', 'USAGE', 'MINIMUM', 'SOLAR', 'CONCESSION']));
  });
});
