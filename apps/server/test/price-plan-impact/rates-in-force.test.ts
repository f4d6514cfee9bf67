import { describe, expect, it } from 'vitest';
import { lastBilledPeriod } from '../../src/modules/price-plan-impact/last-billed-period';
import { changesInForceFrom, ratesInForceOn } from '../../src/modules/price-plan-impact/rates-in-force';
import { fixedSchedule, plan, usageSchedule } from '../rating/fixtures';

const saved = () =>
  plan(
    [
      fixedSchedule([
        { unitRate: '1.0000000', startDate: '2026-01-01', endDate: '2026-12-04' },
        { unitRate: '1.1000000', startDate: '2026-12-05' },
      ]),
    ],
    [usageSchedule([{ steps: [['0', '0.2500000']], startDate: '2026-01-01' }])],
  );

describe('ratesInForceOn', () => {
  it('keeps each schedule’s rate in force on the day, made to cover every day', () => {
    const before = ratesInForceOn(saved(), '2026-11-25');
    expect(before.fixedSchedules[0]!.rates.map((r) => [r.unitRate, r.startDate, r.endDate])).toEqual([['1.0000000', '0001-01-01', null]]);
    const after = ratesInForceOn(saved(), '2026-12-05');
    expect(after.fixedSchedules[0]!.rates.map((r) => r.unitRate)).toEqual(['1.1000000']);
    expect(after.usageSchedules[0]!.rates[0]!.steps[0]!.unitRate).toBe('0.2500000');
  });

  it('leaves out deleted and inactive rates, and a schedule with no rate in force has none', () => {
    const p = saved();
    p.fixedSchedules[0]!.rates[1]!.isDeleted = true;
    expect(ratesInForceOn(p, '2026-12-05').fixedSchedules[0]!.rates).toEqual([]);
    p.usageSchedules[0]!.rates[0]!.isActive = false;
    expect(ratesInForceOn(p, '2026-11-25').usageSchedules[0]!.rates).toEqual([]);
  });
});

describe('changesInForceFrom', () => {
  it('is the latest rate start of the edited plan, or today when every rate has started', () => {
    expect(changesInForceFrom(saved(), '2026-11-25')).toBe('2026-12-05');
    expect(changesInForceFrom(saved(), '2026-12-31')).toBe('2026-12-31');
  });
});

describe('lastBilledPeriod', () => {
  it('is the billing cycle’s months ending on the last billed day', () => {
    expect(lastBilledPeriod('2026-10-31', 1)).toEqual({ periodFrom: '2026-10-01', periodTo: '2026-10-31' });
    expect(lastBilledPeriod('2026-10-14', 1)).toEqual({ periodFrom: '2026-09-15', periodTo: '2026-10-14' });
    expect(lastBilledPeriod('2026-09-30', 3)).toEqual({ periodFrom: '2026-07-01', periodTo: '2026-09-30' });
    // The period starts a month before 30 March: February has no 30th, so on its last day.
    expect(lastBilledPeriod('2026-03-29', 1)).toEqual({ periodFrom: '2026-02-28', periodTo: '2026-03-29' });
  });
});
