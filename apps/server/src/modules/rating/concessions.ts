/**
 * Concession credits (billing-rules §5): per valid card of the account's product type, a daily
 * rebate for the days the card covers and a percentage of the usage and minimum charges, never
 * together more than the account's fixed, usage and minimum charges (the daily credit is reduced
 * first, then the percentage credit).
 */
import { texts } from '@wattle/contract';
import { dec } from './decimal';
import { centsInDollars, days, dollars, number } from './derivation-text';
import type { LineDraft } from './line-draft';
import { overlap, type DateRange } from './period';
import { memoByText } from './memo';
import { AMOUNT_PLACES, divideHalfUp, pow10, QUANTITY_PLACES, RATE_PLACES, rescale, scaledOf, scaledText } from './scaled';
import type { ConcessionInput, LineKind } from './types';

const USAGE_KINDS: ReadonlySet<LineKind> = new Set(['USAGE', 'MINIMUM']);
const CHARGE_KINDS: ReadonlySet<LineKind> = new Set(['FIXED', 'USAGE', 'MINIMUM']);

/** The lines' amounts of the kinds, in cents. */
function amountOf(lines: LineDraft[], kinds: ReadonlySet<LineKind>): bigint {
  let cents = 0n;
  for (const line of lines) if (kinds.has(line.kind)) cents += line.amount;
  return cents;
}

/** A card's rebate and percentage as scaled integers and in words: the same few values on card after card. */
const rebateOf = memoByText((text) => ({ value: scaledOf(text, 0), words: dollars(dec(text)) }));
const percentOf = memoByText((text) => ({ value: scaledOf(text, 0), words: number(dec(text)) }));

const reducedNote = (credit: bigint, full: bigint) =>
  credit === full ? '' : `, reduced to ${centsInDollars(credit)} so that credits do not exceed the charges`;

/** 10^-7 units of a rate in a cent. */
const RATE_UNITS_PER_CENT = pow10(RATE_PLACES - AMOUNT_PLACES);

const atLeastZero = (cents: bigint) => (cents < 0n ? 0n : cents);
const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/** A credit of `amount` cents over `quantity` (whole) units, at `unitRate` (7 places) or else the amount over the quantity. */
function credit(
  kind: 'daily' | 'usage',
  range: DateRange,
  amount: bigint,
  quantity: number,
  unitOfMeasure: string,
  text: string,
  unitRate?: bigint,
): LineDraft {
  return {
    kind: 'CONCESSION',
    description: kind === 'daily' ? texts.rating.concessionDaily : texts.rating.concessionUsage,
    range,
    quantity: scaledText(quantity * 1000, QUANTITY_PLACES),
    unitOfMeasure,
    unitRate: scaledText(unitRate ?? divideHalfUp(-amount * RATE_UNITS_PER_CENT, BigInt(quantity)), RATE_PLACES),
    amount: -amount,
    scheduleId: null,
    rate: null,
    touClass: null,
    band: null,
    meters: [],
    text,
  };
}

/** Amounts in cents: full credits round2(rebate × c) and round2(percent / 100 × U × c / d), then the cap. */
export function concessionCredits(cards: ConcessionInput[], productTypeId: number, period: DateRange, charges: LineDraft[]): LineDraft[] {
  if (!cards.length) return [];
  const usage = amountOf(charges, USAGE_KINDS);
  let remaining = amountOf(charges, CHARGE_KINDS);
  const lines: LineDraft[] = [];
  for (const card of cards) {
    if (card.productTypeId !== null && card.productTypeId !== productTypeId) continue;
    const covered = overlap(period, card.validFrom, card.validTo);
    if (!covered) continue;
    const rebate = rebateOf(card.dailyRebate);
    const dailyRebate = rebate.value;
    const fullDaily = rescale(dailyRebate.units * BigInt(covered.days), dailyRebate.places, AMOUNT_PLACES);
    const usagePercent = percentOf(card.usagePercent);
    const percent = usagePercent.value;
    // percent × 10^-p / 100 × U cents × c / d, in cents.
    const fullUsage = divideHalfUp(percent.units * usage * BigInt(covered.days), pow10(percent.places + 2) * BigInt(period.days));
    const usageCredit = atLeastZero(smaller(fullUsage, remaining));
    const dailyCredit = atLeastZero(smaller(fullDaily, remaining - usageCredit));
    remaining = remaining - usageCredit - dailyCredit;
    if (dailyCredit !== 0n) {
      const text = `${days(covered.days)} × ${rebate.words} a day${reducedNote(dailyCredit, fullDaily)}`;
      // The card's rebate as its unit rate, even when the credit is reduced: the text names the same rate (billing-rules §5).
      lines.push(credit('daily', covered, dailyCredit, covered.days, 'days', text, -rescale(dailyRebate.units, dailyRebate.places, RATE_PLACES)));
    }
    if (usageCredit !== 0n) {
      const text = `${usagePercent.words} % of ${centsInDollars(usage)} usage charges × ${covered.days}/${period.days} days${reducedNote(usageCredit, fullUsage)}`;
      lines.push(credit('usage', covered, usageCredit, 1, 'each', text));
    }
  }
  return lines;
}
