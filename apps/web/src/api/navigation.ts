import { queryOptions } from '@tanstack/react-query';
import {
  companyTicketsPath,
  helpTopicsPath,
  maintenanceMenuPath,
  navigationMenuPath,
  reportListPath,
  supportTicketInfoPath,
  type CompanyTicketsResponse,
  type HelpTopicsResponse,
  type MaintenanceMenuResponse,
  type NavigationMenuResponse,
  type ReportListResponse,
  type SupportTicketInfo,
} from '@wattle/contract';
import { api } from './client';

/** The menus of the top bar and side drawer (spec 1 §7 Search and navigation). */
export const navigationQueries = {
  helpTopics: () =>
    queryOptions({ queryKey: ['navigation', 'help-topics'], queryFn: ({ signal }) => api.get<HelpTopicsResponse>(helpTopicsPath, { signal }) }),
  reportList: () => queryOptions({ queryKey: ['reports', 'list'], queryFn: ({ signal }) => api.get<ReportListResponse>(reportListPath, { signal }) }),
  maintenanceMenu: () =>
    queryOptions({
      queryKey: ['navigation', 'maintenance-menu'],
      queryFn: ({ signal }) => api.get<MaintenanceMenuResponse>(maintenanceMenuPath, { signal }),
    }),
  navigationMenu: () =>
    queryOptions({
      queryKey: ['navigation', 'navigation-menu'],
      queryFn: ({ signal }) => api.get<NavigationMenuResponse>(navigationMenuPath, { signal }),
    }),
  supportTicketInfo: () =>
    queryOptions({ queryKey: ['users', 'support-ticket-info'], queryFn: ({ signal }) => api.get<SupportTicketInfo>(supportTicketInfoPath, { signal }) }),
  companyTickets: () =>
    queryOptions({ queryKey: ['users', 'company-tickets'], queryFn: ({ signal }) => api.get<CompanyTicketsResponse>(companyTicketsPath, { signal }) }),
};
