import { useMutation } from '@tanstack/react-query';
import { PRICE_PLAN_IMPACT_POLL_MS, pricePlanEndpoints, type PricePlan } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';
import { useJobProgress } from '../../../hooks/useJobProgress';

/** Starts the impact preview of the edited plan (nothing is saved). */
export const useStartImpact = (planId: number) =>
  useMutation({ mutationFn: (plan: PricePlan) => callEndpoint(pricePlanEndpoints.startImpact, { params: { id: planId }, body: plan }) });

/** The preview's progress and, once it has finished, its results; asked again while it runs. */
export const useImpact = (planId: number, impactId: number | undefined) =>
  useJobProgress({
    queryKey: ['price-plan-impact', planId, impactId],
    queryFn: ({ signal }) => callEndpoint(pricePlanEndpoints.impact, { params: { id: planId, impactId: impactId! }, signal }),
    enabled: impactId !== undefined,
    pollMs: PRICE_PLAN_IMPACT_POLL_MS,
  });
