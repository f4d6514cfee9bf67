import Decimal from 'decimal.js';
import { rateOverlapIssues, texts, type PricePlan, type PricePlanIssue } from '@wattle/contract';
import type { ScheduleRows } from './price-plans.repository';
import { isRateInUse, type RateClock } from './price-plan-view';

const sameDecimal = (a: string, b: string) => {
  try {
    return new Decimal(a).equals(new Decimal(b));
  } catch {
    return false;
  }
};

interface SavedRate {
  id: number;
  startDate: string;
  endDate: string | null;
  isDeleted: boolean;
}

/**
 * Saved rates the body left out (GET without allRates hides those that ended) still count: the
 * sent rates must not overlap them. The contract's rules have already checked the sent rates among
 * themselves, so what is found here involves an unsent rate; one found on it names the list.
 */
function unsentOverlaps(sent: readonly { id: number; startDate: string; endDate?: string | null; isDeleted?: boolean }[], saved: SavedRate[], path: string) {
  const sentIds = new Set(sent.map((r) => r.id));
  const unsent = saved.filter((r) => !r.isDeleted && !sentIds.has(r.id));
  if (!unsent.length) return [];
  return rateOverlapIssues([...sent, ...unsent], path).map((issue) =>
    Number(issue.path.slice(path.length + 1).split('.')[0]) < sent.length ? issue : { ...issue, path },
  );
}

/**
 * What an edit may not do to the saved plan (spec 3 §4–§5.1): name rows of another plan, change the
 * start date or unit rate of a rate in use, delete a rate that is neither new nor future, delete a
 * schedule with a rate in use, or make its rates overlap the saved rates it did not send.
 */
export function changeIssues(plan: PricePlan, saved: ScheduleRows, clock: RateClock): PricePlanIssue[] {
  const issues: PricePlanIssue[] = [];
  const refuse = (path: string, message: string) => issues.push({ path, message });
  const stepsOf = (rateId: number) => saved.steps.filter((s) => s.usageRateId === rateId);

  const checkSchedules = <R extends { id: number; startDate: string; endDate?: string | null; isDeleted?: boolean }>(
    kind: 'fixedCharges' | 'variableCharges',
    schedules: readonly { id: number; isDeleted?: boolean; rates: readonly R[] }[],
    savedIds: ReadonlySet<number>,
    savedRates: (scheduleId: number) => SavedRate[],
    valueChanged: (rate: R, savedRate: SavedRate, path: string) => void,
  ) => {
    schedules.forEach((schedule, s) => {
      const at = `${kind}.${s}`;
      if (schedule.id > 0 && !savedIds.has(schedule.id)) return refuse(`${at}.id`, texts.pricePlan.unknownRow);
      const rates = schedule.id > 0 ? savedRates(schedule.id) : [];
      if (schedule.id > 0 && schedule.isDeleted && rates.some((r) => !r.isDeleted && isRateInUse(r.startDate, clock))) {
        return refuse(`${at}.isDeleted`, texts.pricePlan.scheduleNotDeletable);
      }
      if (schedule.isDeleted) return;
      schedule.rates.forEach((rate, r) => {
        if (rate.id <= 0) return;
        const path = `${at}.rates.${r}`;
        const savedRate = rates.find((x) => x.id === rate.id && !x.isDeleted);
        if (!savedRate) return refuse(`${path}.id`, texts.pricePlan.unknownRow);
        if (rate.isDeleted) {
          if (savedRate.startDate <= clock.today || isRateInUse(savedRate.startDate, clock)) refuse(`${path}.isDeleted`, texts.pricePlan.rateNotDeletable);
          return;
        }
        if (!isRateInUse(savedRate.startDate, clock)) return;
        if (rate.startDate !== savedRate.startDate) refuse(`${path}.startDate`, texts.pricePlan.rateInUse);
        valueChanged(rate, savedRate, path);
      });
      issues.push(...unsentOverlaps(schedule.rates, rates, `${at}.rates`));
    });
  };

  checkSchedules(
    'fixedCharges',
    plan.fixedCharges,
    new Set(saved.fixed.map((s) => s.id)),
    (id) => saved.fixedRates.filter((r) => r.fixedScheduleId === id),
    (rate, savedRate, path) => {
      const before = saved.fixedRates.find((r) => r.id === savedRate.id)!;
      if (!sameDecimal(rate.unitRate, before.unitRate)) refuse(`${path}.unitRate`, texts.pricePlan.rateInUse);
    },
  );
  checkSchedules(
    'variableCharges',
    plan.variableCharges,
    new Set(saved.usage.map((s) => s.schedule.id)),
    (id) => saved.usageRates.filter((r) => r.usageScheduleId === id),
    (rate, savedRate, path) => {
      const before = stepsOf(savedRate.id);
      rate.steps.forEach((step, i) => {
        const was = before.find((b) => b.stepNumber === step.stepNumber);
        if (!was || !sameDecimal(step.unitRate, was.unitRate)) refuse(`${path}.steps.${i}.unitRate`, texts.pricePlan.rateInUse);
      });
      if (before.length > rate.steps.length) refuse(`${path}.steps`, texts.pricePlan.rateInUse);
    },
  );
  return issues;
}
