/**
 * Concession credits (billing-rules §5): per valid card of the account's product type, a daily
 * rebate for the days the card covers and a percentage of the usage and minimum charges, never
 * together more than the account's fixed, usage and minimum charges (the daily credit is reduced
 * first, then the percentage credit).
 */
import { texts } from '@wattle/contract';
import { dec, max, min, ONE, quantityText, rateText, round2, ZERO, type Dec } from './decimal';
import { days, dollars, number } from './derivation-text';
import type { LineDraft } from './line-draft';
import { overlap, type DateRange } from './period';
import { AMOUNT_PLACES, decOf, unitsOf } from './scaled';
import type { ConcessionInput, LineKind } from './types';

const USAGE_KINDS: ReadonlySet<LineKind> = new Set(['USAGE', 'MINIMUM']);
const CHARGE_KINDS: ReadonlySet<LineKind> = new Set(['FIXED', 'USAGE', 'MINIMUM']);

function amountOf(lines: LineDraft[], kinds: ReadonlySet<LineKind>): Dec {
  let cents = 0n;
  for (const line of lines) if (kinds.has(line.kind)) cents += line.amount;
  return decOf(cents, AMOUNT_PLACES);
}

const reducedNote = (credit: Dec, full: Dec) => (credit.eq(full) ? '' : `, reduced to ${dollars(credit)} so that credits do not exceed the charges`);

function credit(kind: 'daily' | 'usage', range: DateRange, amount: Dec, quantity: Dec, unitOfMeasure: string, text: string): LineDraft {
  return {
    kind: 'CONCESSION',
    description: kind === 'daily' ? texts.rating.concessionDaily : texts.rating.concessionUsage,
    range,
    quantity: quantityText(quantity),
    unitOfMeasure,
    unitRate: rateText(amount.negated().div(quantity)),
    amount: unitsOf(amount.negated(), AMOUNT_PLACES),
    scheduleId: null,
    rate: null,
    touClass: null,
    band: null,
    meters: [],
    text,
  };
}

export function concessionCredits(cards: ConcessionInput[], productTypeId: number, period: DateRange, charges: LineDraft[]): LineDraft[] {
  const usage = amountOf(charges, USAGE_KINDS);
  let remaining = amountOf(charges, CHARGE_KINDS);
  const lines: LineDraft[] = [];
  for (const card of cards) {
    if (card.productTypeId !== null && card.productTypeId !== productTypeId) continue;
    const covered = overlap(period, card.validFrom, card.validTo);
    if (!covered) continue;
    const dailyRebate = dec(card.dailyRebate);
    const fullDaily = round2(dailyRebate.times(covered.days));
    const percent = dec(card.usagePercent);
    const fullUsage = round2(percent.div(100).times(usage).times(covered.days).div(period.days));
    const usageCredit = max(ZERO, min(fullUsage, remaining));
    const dailyCredit = max(ZERO, min(fullDaily, remaining.minus(usageCredit)));
    remaining = remaining.minus(usageCredit).minus(dailyCredit);
    if (!dailyCredit.isZero()) {
      const text = `${days(covered.days)} × ${dollars(dailyRebate)} a day${reducedNote(dailyCredit, fullDaily)}`;
      lines.push(credit('daily', covered, dailyCredit, dec(covered.days), 'days', text));
    }
    if (!usageCredit.isZero()) {
      const text = `${number(percent)} % of ${dollars(usage)} usage charges × ${covered.days}/${period.days} days${reducedNote(usageCredit, fullUsage)}`;
      lines.push(credit('usage', covered, usageCredit, ONE, 'each', text));
    }
  }
  return lines;
}
