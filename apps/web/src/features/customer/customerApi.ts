import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { customerEndpoints } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

const customerKeys = {
  account: (customerId: number) => ['customers', customerId, 'account'] as const,
  summary: (customerId: number) => ['customers', customerId, 'summary'] as const,
};

export const fetchCustomerAccount = (customerId: number, signal?: AbortSignal) => callEndpoint(customerEndpoints.account, { params: { customerId }, signal });

export function useCustomerAccount(customerId: number | null) {
  return useQuery({
    queryKey: customerKeys.account(customerId ?? 0),
    queryFn: ({ signal }) => fetchCustomerAccount(customerId!, signal),
    enabled: customerId !== null,
  });
}

export function useCustomerSummary(customerId: number | null) {
  return useQuery({
    queryKey: customerKeys.summary(customerId ?? 0),
    queryFn: ({ signal }) => callEndpoint(customerEndpoints.summary, { params: { customerId: customerId! }, signal }),
    enabled: customerId !== null,
    staleTime: 0,
  });
}

/** Reloads the customer's summary header (after any change on one of the customer's pages: the balance may have moved). */
export function useRefreshCustomerSummary() {
  const client = useQueryClient();
  return useCallback((customerId: number) => client.invalidateQueries({ queryKey: customerKeys.summary(customerId) }), [client]);
}

export const fetchMyAccountUrl = (brandCode: string) => callEndpoint(customerEndpoints.myAccountUrl, { params: { brandCode } });
export const mintMyAccountToken = (partyId: number) => callEndpoint(customerEndpoints.myAccountToken, { params: { partyId } });
