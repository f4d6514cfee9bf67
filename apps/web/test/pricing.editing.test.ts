import { describe, expect, it } from 'vitest';
import type { PricePlan, TimingProfileOption, VariableCharge } from '@wattle/contract';
import {
  addSchedule,
  canAddStep,
  canChangeTimingProfile,
  canDeleteRate,
  deleteRate,
  deleteSchedule,
  newPricePlan,
  nextBandStart,
  nextTemporaryId,
  setChargeType,
  setProductType,
  updateRate,
  withLastStepRemoved,
  withPriceChange,
  withStepAdded,
  withTimingProfile,
} from '../src/features/pricing/pricePlanEditing';

const TODAY = '2026-11-25';

function savedPlan(): PricePlan {
  const plan = addSchedule(
    addSchedule({ ...newPricePlan('2026-01-01'), id: 7, productTypeId: 1, productTypeCode: 'POWER' }, 'fixedCharges', '2026-01-01', 'Daily'),
    'variableCharges',
    '2026-01-01',
    'Peak',
  );
  // As the server answers it: positive ids, nothing dirty.
  return {
    ...plan,
    fixedCharges: plan.fixedCharges.map((s) => ({
      ...s,
      id: 10,
      canDelete: true,
      rates: s.rates.map((r) => ({ ...r, id: 11, isDirty: false, unitRate: '1.0' })),
    })),
    variableCharges: plan.variableCharges.map((s) => ({
      ...s,
      id: 20,
      meterTypeId: 100,
      priceClassId: 200,
      canDelete: true,
      rates: s.rates.map((r) => ({ ...r, id: 21, isDirty: false, steps: [{ stepNumber: 1, bandStart: '0', unitRate: '0.4' }] })),
    })),
  };
}

describe('price plan editing (spec 3 §2.6, §4, §5.1)', () => {
  it('starts a new plan as id -1, bundled, active and not time of use', () => {
    const plan = newPricePlan(TODAY);
    expect([plan.id, plan.isBundled, plan.isActive, plan.isTimeOfUse, plan.startDate]).toEqual([-1, true, true, false, TODAY]);
  });

  it('switching to all day clears off-peak, shoulder and the timing profile; a non-power product cannot stay time of use', () => {
    const tou = { ...setChargeType(newPricePlan(TODAY), 'tou'), offPeakRate: '0.1', shoulderRate: '0.2', meterTimingProfileId: 3 };
    expect(tou.isTimeOfUse).toBe(true);
    const day = setChargeType(tou, 'day');
    expect([day.isTimeOfUse, day.offPeakRate, day.shoulderRate, day.meterTimingProfileId]).toEqual([false, '', '', null]);
    expect(setProductType(tou, 2, 'GAS').isTimeOfUse).toBe(false);
    expect(setProductType(tou, 1, 'POWER').isTimeOfUse).toBe(true);
  });

  it('gives new rows temporary negative ids below every id in the plan', () => {
    const plan = addSchedule(newPricePlan(TODAY), 'fixedCharges', TODAY, 'Daily');
    expect(plan.fixedCharges[0]!.id).toBe(-1);
    expect(plan.fixedCharges[0]!.rates[0]!.id).toBe(-2);
    expect(nextTemporaryId(plan)).toBe(-3);
    const usage = addSchedule(plan, 'variableCharges', TODAY, 'Usage').variableCharges[0]!;
    expect(usage.id).toBe(-3);
    expect(usage.rates[0]!.steps).toEqual([{ stepNumber: 1, bandStart: '0', unitRate: '' }]);
  });

  it('deletes a temporary row outright and marks a saved one deleted; saved rates only when future and not in use', () => {
    const plan = savedPlan();
    const withNew = addSchedule(plan, 'fixedCharges', TODAY, 'Extra');
    expect(deleteSchedule(withNew, 'fixedCharges', -1).fixedCharges).toHaveLength(1);
    expect(deleteSchedule(plan, 'fixedCharges', 10).fixedCharges[0]!.isDeleted).toBe(true);
    const rate = plan.fixedCharges[0]!.rates[0]!;
    expect(canDeleteRate(rate)).toBe(false);
    expect(canDeleteRate({ ...rate, isFutureRate: true })).toBe(true);
    expect(canDeleteRate({ ...rate, isFutureRate: true, isInUse: true })).toBe(false);
    expect(canDeleteRate({ ...rate, id: -4 })).toBe(true);
    expect(deleteRate(plan, 'fixedCharges', 10, 11).fixedCharges[0]!.rates[0]!.isDeleted).toBe(true);
  });

  it('marks an edited rate dirty (shown green)', () => {
    const edited = updateRate(savedPlan(), 'fixedCharges', 10, 11, { unitRate: '1.5' });
    expect(edited.fixedCharges[0]!.rates[0]).toMatchObject({ unitRate: '1.5', isDirty: true });
  });

  it('steps: +1000 per step, at most 5, add disabled while the last lacks a rate, at least 1', () => {
    let steps = [{ stepNumber: 1, bandStart: '0', unitRate: '0.3' }];
    steps = withStepAdded(steps);
    expect(steps[1]).toEqual({ stepNumber: 2, bandStart: '1000', unitRate: '' });
    expect(canAddStep(steps)).toBe(false);
    expect([nextBandStart(steps, 0), nextBandStart(steps, 1)]).toEqual(['1000', null]);
    for (let n = 2; n <= 4; n++) {
      steps[n - 1]!.unitRate = '0.3';
      steps = withStepAdded(steps);
    }
    steps[4]!.unitRate = '0.3';
    expect(steps.map((s) => s.bandStart)).toEqual(['0', '1000', '2000', '3000', '4000']);
    expect(canAddStep(steps)).toBe(false);
    expect(withStepAdded(steps)).toHaveLength(5);
    expect(withLastStepRemoved([steps[0]!])).toHaveLength(1);
    expect(withLastStepRemoved(steps)).toHaveLength(4);
  });

  it('a fixed price change adds a future rate and ends the base rate the day before; a usage one copies the steps', () => {
    const plan = savedPlan();
    const fixed = withPriceChange(plan, 'fixedCharges', 10, { startDate: '2027-01-01', minimumCharge: '0.5', unitRate: '1.25' }, TODAY).fixedCharges[0]!.rates;
    expect(fixed.map((r) => [r.id, r.startDate, r.endDate, r.unitRate, r.minimumCharge, r.isFutureRate])).toEqual([
      [11, '2026-01-01', '2026-12-31', '1.0', '0', false],
      [-1, '2027-01-01', null, '1.25', '0.5', true],
    ]);
    const usage = withPriceChange(plan, 'variableCharges', 20, { startDate: '2027-01-01', minimumCharge: '', unitRate: '' }, TODAY).variableCharges[0]!.rates;
    expect(usage[1]).toMatchObject({ id: -1, startDate: '2027-01-01', endDate: null, steps: [{ stepNumber: 1, bandStart: '0', unitRate: '0.4' }] });
    expect(usage[0]!.endDate).toBe('2026-12-31');
  });

  it('the timing-profile change replaces every usage schedule by one per register, copying the matching schedule', () => {
    const plan = { ...savedPlan(), meterTimingProfileId: 1 };
    const previous: TimingProfileOption = {
      id: 1,
      description: 'Old',
      productTypeCode: 'POWER',
      meterTypes: [
        { meterTypeId: 100, description: 'Peak register', priceClassDescription: 'Peak', priceClassCategoryCode: 'PEAK', timeWindow: '', windows: [] },
      ],
    };
    const next: TimingProfileOption = {
      id: 2,
      description: 'Two rate',
      productTypeCode: 'POWER',
      meterTypes: [
        { meterTypeId: 100, description: 'Peak register', priceClassDescription: 'Peak', priceClassCategoryCode: 'PEAK', timeWindow: '', windows: [] },
        {
          meterTypeId: 101,
          description: 'Off-peak register',
          priceClassDescription: 'Off peak',
          priceClassCategoryCode: 'OFFPEAK',
          timeWindow: '',
          windows: [],
        },
      ],
    };
    expect(canChangeTimingProfile(plan, null)).toBe(false);
    expect(canChangeTimingProfile(plan, 1)).toBe(false);
    expect(canChangeTimingProfile(plan, 2)).toBe(true);
    const locked = { ...plan, variableCharges: plan.variableCharges.map((s) => ({ ...s, canDelete: false })) };
    expect(canChangeTimingProfile(locked, 2)).toBe(false);

    const changed = withTimingProfile(plan, next, previous, (id) => id + 100);
    expect(changed.meterTimingProfileId).toBe(2);
    const [old, peak, offPeak] = changed.variableCharges as [VariableCharge, VariableCharge, VariableCharge];
    expect([old.id, old.isDeleted]).toEqual([20, true]);
    expect([peak.id < 0, peak.meterTypeId, peak.priceClassId, peak.meterTimingProfileId, peak.invoiceDescription]).toEqual([
      true,
      100,
      200,
      2,
      'Peak register',
    ]);
    expect(peak.rates[0]!.steps[0]!.unitRate).toBe('0.4');
    expect(peak.rates[0]!.id).toBeLessThan(0);
    expect([offPeak.meterTypeId, offPeak.priceClassId]).toEqual([101, 201]);
    const ids = [peak.id, offPeak.id, ...peak.rates.map((r) => r.id), ...offPeak.rates.map((r) => r.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });
});
