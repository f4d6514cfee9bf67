import { describe, expect, it } from 'vitest';
import {
  addStep,
  applyPriceChange,
  decimalProblem,
  priceChangeBase,
  priceChangeIssues,
  pricePlanIssues,
  rateOverlapIssues,
  stepIssues,
  texts,
  timeOfUseAllowed,
} from '../src/index';

const t = texts.pricePlan;

describe('price plan rules (spec 3 §4–§5.1)', () => {
  it('allows time of use for power only: the editor offers it and the server refuses it elsewhere by one rule', () => {
    expect(timeOfUseAllowed('POWER')).toBe(true);
    expect(['GAS', 'WATER', 'ISP', null].map(timeOfUseAllowed)).toEqual([false, false, false, false]);
    const plan = { id: -1, code: 'P', description: 'P', productTypeId: 1, networkCode: 'N', startDate: '2026-01-01', fixedRate: '1', usageRate: '0.3' };
    const tou = { ...plan, isTimeOfUse: true, meterTimingProfileId: 4, offPeakRate: '0.1', shoulderRate: '0.2' };
    expect(pricePlanIssues(tou, { productTypeCode: 'POWER' })).toEqual([]);
    expect(pricePlanIssues(tou, { productTypeCode: 'GAS' }).map((i) => `${i.path}: ${i.message}`)).toEqual(
      ['isTimeOfUse', 'offPeakRate', 'shoulderRate', 'meterTimingProfileId'].map((field) => `${field}: ${t.timeOfUsePowerOnly}`),
    );
    expect(pricePlanIssues(plan, { productTypeCode: 'GAS' })).toEqual([]);
  });

  it('reads decimals with a number of places and 18 digits in all', () => {
    expect(decimalProblem('0.1234567', 7)).toBeNull();
    expect(decimalProblem('0.12345678', 7)).toBe(t.maxPlaces(7));
    expect(decimalProblem('1234567890123456789', 7)).toBe(t.maxDigits(18));
    expect(decimalProblem('1,5', 7)).toBe(t.notADecimal);
    expect(decimalProblem('', 7)).toBe(t.required);
    expect(decimalProblem('', 4, false)).toBeNull();
  });

  it('adds steps 1000 apart up to 5 and checks their order', () => {
    let steps = addStep([]);
    expect(steps).toEqual([{ stepNumber: 1, bandStart: '0', unitRate: '' }]);
    for (let i = 0; i < 6; i++) steps = addStep(steps.map((s) => ({ ...s, unitRate: '0.1' })));
    expect(steps.map((s) => s.bandStart)).toEqual(['0', '1000', '2000', '3000', '4000']);
    expect(
      stepIssues(
        steps.map((s) => ({ ...s, unitRate: '0.1' })),
        'steps',
      ),
    ).toEqual([]);
    expect(stepIssues([{ stepNumber: 1, bandStart: '10', unitRate: '0.1' }], 'steps')).toEqual([{ path: 'steps.0.bandStart', message: t.firstBandStart }]);
  });

  it('finds overlapping rates of a schedule, an open end reaching forever', () => {
    const rates = [
      { startDate: '2026-01-01', endDate: '2026-01-31' },
      { startDate: '2026-02-01', endDate: null },
    ];
    expect(rateOverlapIssues(rates, 'rates')).toEqual([]);
    expect(rateOverlapIssues([...rates, { startDate: '2026-03-01', endDate: null }], 'rates')).toEqual([
      { path: 'rates.2.startDate', message: t.ratesOverlap },
    ]);
    expect(rateOverlapIssues([...rates, { startDate: '2026-03-01', endDate: null, isDeleted: true }], 'rates')).toEqual([]);
  });

  it('makes a price change from the latest open-ended rate by highest id, ending it the day before', () => {
    const rates = [
      { id: 3, startDate: '2026-01-01', endDate: null, unitRate: '1' },
      { id: 7, startDate: '2025-01-01', endDate: null, unitRate: '2' },
      { id: 9, startDate: '2026-06-01', endDate: '2026-06-30', unitRate: '3' },
    ];
    expect(priceChangeBase(rates)!.id).toBe(7);
    const changed = applyPriceChange(rates, { endDate: null, unitRate: '4' }, '2026-03-01', -1);
    expect(changed.find((r) => r.id === 7)!.endDate).toBe('2026-02-28');
    expect(changed.at(-1)).toMatchObject({ id: -1, startDate: '2026-03-01', endDate: null, unitRate: '4' });
    expect(priceChangeBase(rates.filter((r) => r.id === 9))!.id).toBe(9);
  });

  it('asks a fixed price change for start date, minimum charge (6 places) and unit rate; a usage one for a start date', () => {
    expect(priceChangeIssues('usage', { startDate: '2026-03-01' })).toEqual([]);
    expect(priceChangeIssues('fixed', { startDate: '', minimumCharge: '0.1234567', unitRate: '' })).toEqual([
      { path: 'startDate', message: t.required },
      { path: 'minimumCharge', message: t.maxPlaces(6) },
      { path: 'unitRate', message: t.required },
    ]);
  });
});
