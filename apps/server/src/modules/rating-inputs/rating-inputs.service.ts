import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import { addDays, standardDays } from '../rating/period';
import type { AustralianState, Day, MeterReadInput, RatingInput, TimingProfileInput } from '../rating/types';
import { timingProfileRows } from '../price-plans/price-plan-lookups.repository';
import { engineWindows } from './plan-input';
import {
  concessionRows,
  holidayRows,
  intervalReadRows,
  meterRows,
  meterTypeRows,
  priceClassRows,
  productTypeRows,
  readRows,
  utilityAccountRows,
  type UtilityAccountRow,
} from './rating-inputs.repository';

/** HIGH_USAGE compares the period with the 90 days before it (billing-rules §7). */
const PREVIOUS_DAYS = 90;

/** One utility account to rate over a period (both ends inclusive). */
export interface AccountPeriod {
  utilityAccountId: number;
  periodFrom: Day;
  periodTo: Day;
}

/** An account's rating input with everything but the plan, which the caller chooses. */
export interface LoadedAccount {
  account: UtilityAccountRow;
  input: Omit<RatingInput, 'pricePlan'>;
}

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
};

const unique = <T>(values: T[]) => [...new Set(values)];
const minDay = (days: Day[]) => days.reduce((a, d) => (d < a ? d : a));
const maxDay = (days: Day[]) => days.reduce((a, d) => (d > a ? d : a));

/**
 * Everything the rating engine needs for a batch of utility accounts, read in a fixed number of
 * queries whatever the batch size. Catalogues (price classes, meter types, holidays) are one
 * object per product type shared by the batch's inputs, as the engine's memos expect. The period
 * is given by the caller: the account's `lastBilledDate` is set to the day before it starts (or
 * before the account opened, when that is later).
 * Without `history` the reads of the 90 days before the period are not read (no HIGH_USAGE check).
 */
export async function loadRatingInputs(tx: Tx, periods: AccountPeriod[], { history = true } = {}): Promise<LoadedAccount[]> {
  if (!periods.length) return [];
  const periodOf = new Map(periods.map((p) => [p.utilityAccountId, p]));
  const accounts = await utilityAccountRows(tx, [...periodOf.keys()]);
  const from = addDays(minDay(periods.map((p) => p.periodFrom)), history ? -PREVIOUS_DAYS : 0);
  const to = maxDay(periods.map((p) => p.periodTo));
  const productTypeIds = unique(accounts.map((a) => a.productTypeId));
  const meterList = await meterRows(tx, [...periodOf.keys()]);
  const meterIds = meterList.map((m) => m.id);
  const [products, classes, types, reads, intervals, holidays, cards] = await inTurn([
    () => productTypeRows(tx, productTypeIds),
    () => priceClassRows(tx, productTypeIds),
    () => meterTypeRows(tx, productTypeIds),
    () => (meterIds.length ? readRows(tx, meterIds, from, to) : []),
    () => (meterIds.length ? intervalReadRows(tx, meterIds, from, to) : []),
    () => holidayRows(tx, from, to),
    () => concessionRows(tx, unique(accounts.map((a) => a.customerId)), from),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const classesByProduct = groupBy(classes, (c) => c.productTypeId);
  const typesByProduct = groupBy(types, (t) => t.productTypeId);
  const metersByAccount = groupBy(meterList, (m) => m.utilityAccountId);
  const readsByMeter = groupBy(reads, (r) => r.meterId);
  const intervalsByMeter = groupBy(intervals, (r) => r.meterId);
  const cardsByCustomer = groupBy(cards, (c) => c.customerId);

  return accounts.map((account) => {
    const period = periodOf.get(account.id)!;
    const accountMeters = metersByAccount.get(account.id) ?? [];
    const ownReads = accountMeters.flatMap((m) => readsByMeter.get(m.id) ?? []) as MeterReadInput[];
    return {
      account,
      input: {
        utilityAccount: {
          id: account.id,
          openDate: account.openDate,
          closeDate: account.closeDate,
          // An account opened inside the period is billed from its open date (billing-rules §2).
          lastBilledDate: addDays(maxDay([period.periodFrom, account.openDate]), -1),
          state: account.state as AustralianState,
        },
        periodEnd: period.periodTo,
        standardDays: standardDays(account.periodMonths),
        productType: productById.get(account.productTypeId)!,
        priceClasses: classesByProduct.get(account.productTypeId) ?? [],
        meterTypes: typesByProduct.get(account.productTypeId) ?? [],
        meters: accountMeters,
        reads: ownReads.filter((r) => r.readDate >= period.periodFrom && r.readDate <= period.periodTo),
        intervalReads: accountMeters
          .flatMap((m) => intervalsByMeter.get(m.id) ?? [])
          .filter((r) => r.readDate >= period.periodFrom && r.readDate <= period.periodTo),
        previousReads: ownReads.filter((r) => r.readDate < period.periodFrom && r.readDate >= addDays(period.periodFrom, -PREVIOUS_DAYS)),
        publicHolidays: holidays,
        concessions: (cardsByCustomer.get(account.customerId) ?? []).filter((c) => c.validFrom <= period.periodTo),
      },
    };
  });
}

/** A timing profile's registers as the engine reads them (the editor's lookup rows); null without a profile. */
export async function loadTimingProfile(tx: Tx, profileId: number | null): Promise<TimingProfileInput | null> {
  if (profileId === null) return null;
  const rows = await timingProfileRows(tx, {});
  return {
    id: profileId,
    registers: rows.flatMap((r) =>
      r.id === profileId && r.meterTypeId !== null && r.priceClassId !== null
        ? [{ meterTypeId: r.meterTypeId, priceClassId: r.priceClassId, windows: engineWindows(r.windows ?? []) }]
        : [],
    ),
  };
}
