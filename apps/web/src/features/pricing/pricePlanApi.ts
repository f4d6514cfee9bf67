import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { z } from 'zod';
import {
  pricePlanEndpoints,
  pricePlanLookupEndpoints,
  pricePlanLookupSchemas,
  type PricePlan,
  type PricePlanIssue,
  type PricePlanLookupName,
} from '@wattle/contract';
import { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/callEndpoint';

/** GET /price-plan/{id}?allRates (spec 3 §7). */
export function usePricePlan(id: number, allRates: boolean) {
  return useQuery({
    queryKey: ['price-plan', id, allRates],
    queryFn: ({ signal }) => callEndpoint(pricePlanEndpoints.get, { params: { id }, query: allRates ? { allRates: 'true' } : {}, signal }),
    enabled: id > 0,
    // The editor works on its own copy: a background refetch must not replace it.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /price-plan for a new plan (id -1), PUT /price-plan/{id} for a saved one; both answer the saved plan. */
export const savePricePlan = (plan: PricePlan) =>
  plan.id > 0 ? callEndpoint(pricePlanEndpoints.update, { params: { id: plan.id }, body: plan }) : callEndpoint(pricePlanEndpoints.create, { body: plan });

type LookupOf<N extends PricePlanLookupName> = z.infer<(typeof pricePlanLookupSchemas)[N]>;
type LookupEndpoint = (typeof pricePlanLookupEndpoints)['networks'];

/** The filters as the query's text values, the absent ones left out. */
const textQuery = (query: Record<string, string | number | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));

/** One price plan lookup, filtered on the server by the given query (spec 3 §5.1). */
export function usePricePlanLookup<N extends PricePlanLookupName>(name: N, query: Record<string, string | number | undefined> = {}, enabled = true) {
  return useQuery({
    queryKey: ['price-plan-lookup', name, query],
    // Every lookup takes the same query; its answer is the named lookup's (the server checks it against that schema).
    queryFn: ({ signal }) => callEndpoint(pricePlanLookupEndpoints[name] as LookupEndpoint, { query: textQuery(query), signal }) as Promise<LookupOf<N>>,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The lookups of one product type that the schedules' selects filter further (spec 3 §5.1). */
export function useProductLookups(productTypeId: number | null, productTypeCode: string | null) {
  const ready = productTypeId !== null && productTypeId > 0;
  const byId = ready ? { productTypeId } : {};
  const byCode = productTypeCode ? { productTypeCode } : {};
  const networks = usePricePlanLookup('networks', byCode, Boolean(productTypeCode));
  const subTypes = usePricePlanLookup('product-sub-types', {}, ready);
  const scheduleTypes = usePricePlanLookup('schedule-types', byId, ready);
  const itemCategories = usePricePlanLookup('item-categories', {}, ready);
  const meterTypes = usePricePlanLookup('meter-types', byId, ready);
  const priceClasses = usePricePlanLookup('price-class', byCode, Boolean(productTypeCode));
  const timingProfiles = usePricePlanLookup('timing-profiles', byCode, Boolean(productTypeCode));
  const glAccounts = usePricePlanLookup('gl-accounts');
  return {
    networks: networks.data ?? [],
    // A sub type of product type -1 applies to all (spec 3 §3).
    subTypes: (subTypes.data ?? []).filter((s) => s.productTypeId === -1 || s.productTypeId === productTypeId),
    scheduleTypes: scheduleTypes.data ?? [],
    itemCategories: itemCategories.data ?? [],
    meterTypes: meterTypes.data ?? [],
    priceClasses: priceClasses.data ?? [],
    timingProfiles: timingProfiles.data ?? [],
    glAccounts: glAccounts.data ?? [],
  };
}
export type ProductLookups = ReturnType<typeof useProductLookups>;

/** The 'All Rates' choice, kept between visits (spec 3 §2.6: the toggle stores the preference). */
export const useAllRatesPreference = create<{ allRates: boolean; setAllRates: (value: boolean) => void }>()(
  persist((set) => ({ allRates: false, setAllRates: (allRates) => set({ allRates }) }), {
    name: 'wattle.pricePlan.allRates',
    storage: createJSONStorage(() => localStorage),
  }),
);

const ISSUE_MESSAGE = /^([\w.]+): (.+)$/;

/** A refused save's messages (`path: problem`) as issues the dialog shows beside their fields. */
export function issuesOfRefusal(error: unknown): PricePlanIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return error.messages.flatMap((m) => {
    const match = ISSUE_MESSAGE.exec(m.message);
    return match ? [{ path: match[1]!, message: match[2]! }] : [];
  });
}
