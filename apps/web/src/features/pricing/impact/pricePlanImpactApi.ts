import { useMutation, useQuery } from '@tanstack/react-query';
import { PRICE_PLAN_IMPACT_POLL_MS, pricePlanImpactPaths, type PricePlan, type PricePlanImpact } from '@wattle/contract';
import { api } from '../../../api/client';

const running = (impact: PricePlanImpact | undefined) => !impact || impact.status === 'QUEUED' || impact.status === 'RUNNING';

/** Starts the impact preview of the edited plan (nothing is saved). */
export const useStartImpact = (planId: number) =>
  useMutation({ mutationFn: (plan: PricePlan) => api.post<{ id: number }>(pricePlanImpactPaths.start(planId), plan) });

/** The preview's progress and, once it has finished, its results; asked again while it runs. */
export const useImpact = (planId: number, impactId: number | undefined) =>
  useQuery({
    queryKey: ['price-plan-impact', planId, impactId],
    queryFn: ({ signal }) => api.get<PricePlanImpact>(pricePlanImpactPaths.read(planId, impactId!), { signal }),
    enabled: impactId !== undefined,
    refetchInterval: (query) => (running(query.state.data) ? PRICE_PLAN_IMPACT_POLL_MS : false),
  });
