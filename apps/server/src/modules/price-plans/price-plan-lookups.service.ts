import { texts, type PricePlanLookupName, type TimingProfileOption } from '@wattle/contract';
import type { Tx } from '../../db/client';
import {
  glAccountOptions,
  itemCategoryOptions,
  meterTypeOptions,
  networkOptions,
  priceClassOptions,
  productSubTypeOptions,
  productTypeOptions,
  scheduleTypeOptions,
  timingProfileRows,
  type LookupFilter,
} from './price-plan-lookups.repository';

/** Timing profiles with their registers, after the "Default Timing Profile" entry with a null id (spec 3 §3). */
async function timingProfileOptions(tx: Tx, filter: LookupFilter): Promise<TimingProfileOption[]> {
  const profiles = new Map<number, TimingProfileOption>();
  for (const row of await timingProfileRows(tx, filter)) {
    const profile = profiles.get(row.id) ?? { id: row.id, description: row.description, productTypeCode: row.productTypeCode, meterTypes: [] };
    profiles.set(row.id, profile);
    if (row.meterTypeId === null) continue;
    profile.meterTypes.push({
      meterTypeId: row.meterTypeId,
      description: row.meterTypeDescription ?? '',
      priceClassDescription: row.priceClassDescription,
      priceClassCategoryCode: row.priceClassCategoryCode,
      timeWindow: row.timeWindow ?? '',
      windows: row.windows ?? [],
    });
  }
  return [
    { id: null, description: texts.pricePlan.defaultTimingProfile, productTypeCode: filter.productTypeCode ?? null, meterTypes: [] },
    ...profiles.values(),
  ];
}

/** GET /price-plan/lookup/{name}, filtered as spec 3 §5.1 says. */
export async function pricePlanLookup(tx: Tx, name: PricePlanLookupName, filter: LookupFilter): Promise<unknown[]> {
  switch (name) {
    case 'product-types':
      return productTypeOptions(tx);
    case 'product-sub-types':
      return (await productSubTypeOptions(tx, filter)).map(({ id: _id, ...option }) => option);
    case 'networks':
      return (await networkOptions(tx, filter)).map(({ id: _id, ...option }) => option);
    case 'schedule-types':
      return scheduleTypeOptions(tx, filter);
    case 'item-categories':
      return itemCategoryOptions(tx, filter);
    case 'meter-types':
      return meterTypeOptions(tx, filter);
    case 'price-class':
      return (await priceClassOptions(tx, filter)).map(({ id, description, productTypeCode }) => ({ id, description, productTypeCode }));
    case 'gl-accounts':
      return (await glAccountOptions(tx)).map((g) => ({ display: `${g.code} ${g.description}`, value: g.value }));
    case 'timing-profiles':
      return timingProfileOptions(tx, filter);
  }
}
