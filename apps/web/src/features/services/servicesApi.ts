import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { navigationEndpoints, SERVICES_MODULE_CODE, servicesEndpoints } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

const servicesKeys = {
  accountServices: (customerId: number) => ['customers', customerId, 'account-services'] as const,
  tabs: (customerId: number, accountId: number | null, siteId: number | null) => ['system-menu', customerId, accountId, siteId] as const,
  daily: (accountId: number, startDate: string | null, endDate: string) => ['usage', accountId, 'daily', startDate, endDate] as const,
  interval: (accountId: number, date: string) => ['usage', accountId, 'interval', date] as const,
};

export function useAccountServices(customerId: number) {
  return useQuery({
    queryKey: servicesKeys.accountServices(customerId),
    queryFn: ({ signal }) => callEndpoint(servicesEndpoints.accountServices, { params: { customerId }, signal }),
  });
}

/** The pages of the system menu's Services module: the page's tabs (spec 3 §2.12). */
export function useServiceTabs(customerId: number, accountId: number | null, siteId: number | null) {
  return useQuery({
    queryKey: servicesKeys.tabs(customerId, accountId, siteId),
    queryFn: async ({ signal }) => {
      const menu = await callEndpoint(navigationEndpoints.systemMenu, {
        query: { customerId, accountId: accountId ?? undefined, siteId: siteId ?? undefined },
        signal,
      });
      return menu.modules.find((m) => m.code === SERVICES_MODULE_CODE)?.pages ?? [];
    },
    placeholderData: keepPreviousData,
  });
}

export function useDailyUsage(accountId: number, startDate: string | null, endDate: string) {
  return useQuery({
    queryKey: servicesKeys.daily(accountId, startDate, endDate),
    queryFn: ({ signal }) =>
      callEndpoint(servicesEndpoints.dailyUsage, { params: { accountId }, query: { startDate: startDate ?? undefined, endDate }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIntervalUsage(accountId: number, date: string | null) {
  return useQuery({
    queryKey: servicesKeys.interval(accountId, date ?? ''),
    queryFn: ({ signal }) => callEndpoint(servicesEndpoints.intervalUsage, { params: { accountId, date: date! }, signal }),
    enabled: date !== null,
  });
}
