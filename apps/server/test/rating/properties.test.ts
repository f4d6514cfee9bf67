/** Property tests of the rating engine (fast-check): steps, read order, and splitting a period. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, sum } from '../../src/modules/rating/decimal';
import { addDays, dateRange } from '../../src/modules/rating/period';
import { rateBill } from '../../src/modules/rating/rate-bill';
import { rateUtilityAccount } from '../../src/modules/rating/rate-account';
import { usageCharges } from '../../src/modules/rating/usage-charges';
import { fixedSchedule, plan, rating, read, usageRate, usageSchedule } from './fixtures';

const PERIOD_START = '2026-01-01';
const PERIOD_DAYS = 90;

/** A decimal text with `places` decimals between min and max units of its last place. */
const decimal = (places: number, min: number, max: number) =>
  fc.integer({ min, max }).map((n) =>
    dec(n)
      .div(10 ** places)
      .toFixed(places),
  );
const dayOfPeriod = fc.integer({ min: 0, max: PERIOD_DAYS - 1 }).map((n) => addDays(PERIOD_START, n));
const reads = fc.array(fc.tuple(dayOfPeriod, decimal(3, 1_000, 500_000)), { minLength: 1, maxLength: 30 }).map((rs) => rs.map(([day, q]) => read(1, day, q)));

describe('rating properties', () => {
  it('the step quantities add up to the rated quantity', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(decimal(3, 1, 5_000_000), { maxLength: 4 }),
        decimal(3, 0, 10_000_000),
        fc.integer({ min: 1, max: PERIOD_DAYS }),
        (bandStarts, quantity, rateDays) => {
          const rate = usageRate({ steps: [['0', '0.25'], ...bandStarts.map((b): [string, string] => [b, '0.30'])] });
          const lines = usageCharges(
            {
              description: 'Usage',
              rate,
              range: dateRange(PERIOD_START, addDays(PERIOD_START, rateDays - 1)),
              quantity: dec(quantity),
              source: { scheduleId: 1, rate: null, touClass: null, meters: [] },
            },
            PERIOD_DAYS,
            'kWh',
          );
          expect(sum(lines.map((l) => l.quantity)).toFixed(3)).toBe(quantity);
        },
      ),
    );
  });

  it('amounts never depend on the order of reads', () => {
    const pricePlan = plan(
      [fixedSchedule([{ unitRate: '1.2345' }])],
      [
        usageSchedule([
          {
            steps: [
              ['0', '0.25'],
              ['300', '0.30'],
              ['1000', '0.35'],
            ],
            endDate: '2026-02-14',
            minimumCharge: '0.9',
            minimumChargePerDay: true,
          },
          {
            steps: [
              ['0', '0.27'],
              ['500', '0.33'],
            ],
            startDate: '2026-02-15',
          },
        ]),
      ],
    );
    const shuffled = reads.chain((rs) => fc.tuple(fc.constant(rs), fc.shuffledSubarray(rs, { minLength: rs.length, maxLength: rs.length })));
    fc.assert(
      fc.property(shuffled, ([inOrder, reordered]) => {
        expect(rateUtilityAccount(rating(pricePlan, { reads: reordered }))).toEqual(rateUtilityAccount(rating(pricePlan, { reads: inOrder })));
      }),
    );
  });

  it('splitting a period in two at any day changes its amounts by at most a cent per extra line', () => {
    // Charges linear in days and quantity (daily charges, single-step usage), with a price change on any day:
    // only the rounding of the lines a split adds can differ.
    const rate = decimal(7, 100_000, 20_000_000);
    fc.assert(
      fc.property(
        reads,
        rate,
        rate,
        rate,
        rate,
        dayOfPeriod,
        dayOfPeriod,
        fc.integer({ min: 1, max: PERIOD_DAYS - 1 }),
        (rs, f1, f2, u1, u2, fixedChange, usageChange, split) => {
          const pricePlan = plan(
            [
              fixedSchedule([
                { unitRate: f1, endDate: addDays(fixedChange, -1) },
                { unitRate: f2, startDate: fixedChange },
              ]),
            ],
            [
              usageSchedule([
                { steps: [['0', u1]], endDate: addDays(usageChange, -1) },
                { steps: [['0', u2]], startDate: usageChange },
              ]),
            ],
          );
          const whole = rateBill({ customerAccountId: 1, utilityAccounts: [rating(pricePlan, { reads: rs })] });
          const splitDay = addDays(PERIOD_START, split - 1);
          const first = rating(pricePlan, { reads: rs, periodEnd: splitDay });
          const second = rating(pricePlan, { reads: rs });
          second.utilityAccount = { ...second.utilityAccount, lastBilledDate: splitDay };
          const halves = rateBill({ customerAccountId: 1, utilityAccounts: [first, second] });
          const extraLines = halves.lines.length - whole.lines.length;
          expect(extraLines).toBeGreaterThanOrEqual(0);
          expect(dec(halves.amountExGst).minus(whole.amountExGst).abs().toNumber()).toBeLessThanOrEqual(0.01 * extraLines);
          expect(dec(halves.gst).minus(whole.gst).abs().toNumber()).toBeLessThanOrEqual(0.01 * extraLines);
        },
      ),
    );
  });
});
