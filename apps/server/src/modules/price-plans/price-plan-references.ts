import { texts, type PricePlan, type PricePlanIssue } from '@wattle/contract';
import type { Catalogue } from './price-plan-catalogue';

/** The plan's codes as row ids, once every reference has been checked. */
export interface ResolvedReferences {
  networkId: number | null;
  productSubTypeId: number | null;
}

const known = (value: number | null | undefined, ids: readonly number[]) => value == null || value <= -1 || ids.includes(value);

/**
 * Every id and code the plan names must be one of its product type's catalogue (spec 3 §5.1
 * filters): an unknown one is a 400 naming the field, never a foreign-key failure.
 */
export function referenceIssues(plan: PricePlan, catalogue: Catalogue): { issues: PricePlanIssue[]; resolved: ResolvedReferences } {
  const issues: PricePlanIssue[] = [];
  const unknown = (path: string) => issues.push({ path, message: texts.pricePlan.unknownValue });
  const network = catalogue.networks.find((n) => n.networkCode === plan.networkCode);
  if (plan.networkCode && !network) unknown('networkCode');
  const subType = catalogue.subTypes.find((s) => s.code === plan.productSubTypeCode);
  if (plan.productSubTypeCode && !subType) unknown('productSubTypeCode');
  const profileIds = [...new Set(catalogue.timingProfiles.map((p) => p.id))];
  if (!known(plan.meterTimingProfileId, profileIds)) unknown('meterTimingProfileId');
  const glIds = catalogue.glAccounts.map((g) => g.value);

  const scheduleChecks = (schedule: Omit<PricePlan['fixedCharges'][number], 'rates'>, at: string, isFixed: boolean) => {
    const types = catalogue.scheduleTypes.filter((t) => t.isFixedCharge === isFixed).map((t) => t.id);
    if (!known(schedule.scheduleTypeId, types)) unknown(`${at}.scheduleTypeId`);
    const categories = catalogue.itemCategories.filter((c) => c.scheduleTypeId === schedule.scheduleTypeId).map((c) => c.id);
    if (!known(schedule.itemCategory, categories)) unknown(`${at}.itemCategory`);
    if (!known(schedule.arAccountId, glIds)) unknown(`${at}.arAccountId`);
  };
  plan.fixedCharges.forEach((s, i) => !s.isDeleted && scheduleChecks(s, `fixedCharges.${i}`, true));
  plan.variableCharges.forEach((s, i) => {
    if (s.isDeleted) return;
    const at = `variableCharges.${i}`;
    scheduleChecks(s, at, false);
    if (
      !known(
        s.priceClassId,
        catalogue.priceClasses.map((c) => c.id),
      )
    )
      unknown(`${at}.priceClassId`);
    const meterTypes = catalogue.meterTypes.filter((m) => s.priceClassId == null || s.priceClassId <= -1 || m.priceClassId === s.priceClassId);
    if (
      !known(
        s.meterTypeId,
        meterTypes.map((m) => m.id),
      )
    )
      unknown(`${at}.meterTypeId`);
    if (!known(s.meterTimingProfileId, profileIds)) unknown(`${at}.meterTimingProfileId`);
  });
  return { issues, resolved: { networkId: network?.id ?? null, productSubTypeId: subType?.id ?? null } };
}
