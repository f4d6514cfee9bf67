import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import {
  amountProblem,
  derivedSchedule,
  instalmentCountProblem,
  instalmentOnCancel,
  isCancellable,
  MAX_INSTALMENTS,
  owedProblem,
  scheduleChanged,
} from '../../src/modules/payment-plans/payment-plan.rules';

describe('payment plan rules (pure)', () => {
  it('cancels active and defaulted plans only', () => {
    expect(['ACTIVE', 'DEFAULTED', 'COMPLETED', 'CANCELLED'].filter(isCancellable)).toEqual(['ACTIVE', 'DEFAULTED']);
  });

  it('on cancel, misses a due instalment whose date has passed and cancels one due today or later; others keep their status', () => {
    const today = '2026-05-10';
    expect(instalmentOnCancel({ status: 'DUE', dueDate: '2026-05-09' }, today)).toBe('MISSED');
    expect(instalmentOnCancel({ status: 'DUE', dueDate: '2026-05-10' }, today)).toBe('CANCELLED');
    expect(instalmentOnCancel({ status: 'DUE', dueDate: '2026-06-10' }, today)).toBe('CANCELLED');
    for (const status of ['PAID', 'PART_PAID', 'MISSED'] as const) expect(instalmentOnCancel({ status, dueDate: '2026-05-01' }, today)).toBeNull();
  });

  it('checks the amount and the number of instalments', () => {
    expect(amountProblem('0')).toBe(texts.sectionRules.amountPositive);
    expect(amountProblem('10.00')).toBeNull();
    expect(instalmentCountProblem('1')).toBe(texts.sectionRules.instalmentCount(MAX_INSTALMENTS));
    expect(instalmentCountProblem(String(MAX_INSTALMENTS + 1))).toBe(texts.sectionRules.instalmentCount(MAX_INSTALMENTS));
    expect(instalmentCountProblem('2')).toBeNull();
  });

  it('makes a payment plan pay off exactly what is owed', () => {
    expect(owedProblem('100.00', new Decimal(0))).toBe(texts.sectionRules.nothingOwed);
    expect(owedProblem('90.00', new Decimal('100'))).toBe(texts.sectionRules.planMustMatchOwed('100.00'));
    expect(owedProblem('100.00', new Decimal('100'))).toBeNull();
  });

  it('fixes the schedule of a saved plan', () => {
    const saved = { totalAmount: '300.00', numberOfInstalments: 3, frequency: 'MONTHLY', startDate: '2026-01-05' };
    const same = { totalAmount: '300.00', numberOfInstalments: '3', frequency: 'MONTHLY', startDate: '2026-01-05' };
    expect(scheduleChanged(saved, same)).toBe(false);
    expect(scheduleChanged(saved, { ...same, numberOfInstalments: '6' })).toBe(true);
  });

  it('derives the regular instalment and the last due date', () => {
    expect(derivedSchedule({ totalAmount: '100.00', numberOfInstalments: '3', frequency: 'FORTNIGHTLY', startDate: '2026-03-02' })).toEqual({
      instalmentAmount: '33.33',
      endDate: '2026-03-30',
    });
    expect(derivedSchedule({ totalAmount: '100.00' })).toEqual({});
  });
});
