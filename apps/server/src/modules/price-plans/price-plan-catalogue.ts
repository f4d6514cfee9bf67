import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import {
  glAccountOptions,
  itemCategoryOptions,
  meterTypeOptions,
  networkOptions,
  priceClassOptions,
  productSubTypeOptions,
  scheduleTypeOptions,
  timingProfileRows,
} from './price-plan-lookups.repository';

/** Everything a plan of one product type may refer to: the server checks every id and code a plan names against it. */
export async function loadCatalogue(tx: Tx, productTypeId: number) {
  const filter = { productTypeId };
  const [networks, subTypes, scheduleTypes, itemCategories, priceClasses, meterTypes, timingProfiles, glAccounts] = await inTurn([
    () => networkOptions(tx, filter),
    () => productSubTypeOptions(tx, filter),
    () => scheduleTypeOptions(tx, filter),
    () => itemCategoryOptions(tx, {}),
    () => priceClassOptions(tx, filter),
    () => meterTypeOptions(tx, filter),
    () => timingProfileRows(tx, filter),
    () => glAccountOptions(tx),
  ]);
  return { networks, subTypes, scheduleTypes, itemCategories, priceClasses, meterTypes, timingProfiles, glAccounts };
}
export type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;
