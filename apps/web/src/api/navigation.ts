import { queryOptions } from '@tanstack/react-query';
import { navigationEndpoints } from '@wattle/contract';
import { callEndpoint } from './callEndpoint';

/** The menus of the top bar and side drawer (spec 1 §7 Search and navigation). */
export const navigationQueries = {
  helpTopics: () =>
    queryOptions({ queryKey: ['navigation', 'help-topics'], queryFn: ({ signal }) => callEndpoint(navigationEndpoints.helpTopics, { signal }) }),
  reportList: () => queryOptions({ queryKey: ['reports', 'list'], queryFn: ({ signal }) => callEndpoint(navigationEndpoints.reportList, { signal }) }),
  maintenanceMenu: () =>
    queryOptions({
      queryKey: ['navigation', 'maintenance-menu'],
      queryFn: ({ signal }) => callEndpoint(navigationEndpoints.maintenanceMenu, { signal }),
    }),
  navigationMenu: () =>
    queryOptions({
      queryKey: ['navigation', 'navigation-menu'],
      queryFn: ({ signal }) => callEndpoint(navigationEndpoints.navigationMenu, { signal }),
    }),
  supportTicketInfo: () =>
    queryOptions({ queryKey: ['users', 'support-ticket-info'], queryFn: ({ signal }) => callEndpoint(navigationEndpoints.supportTicketInfo, { signal }) }),
  companyTickets: () =>
    queryOptions({ queryKey: ['users', 'company-tickets'], queryFn: ({ signal }) => callEndpoint(navigationEndpoints.companyTickets, { signal }) }),
};
