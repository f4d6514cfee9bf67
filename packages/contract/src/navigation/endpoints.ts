import { defineEndpoint } from '../endpoint';
import { helpTopicsPath, helpTopicsResponseSchema } from './helpTopics';
import { maintenanceMenuPath, maintenanceMenuResponseSchema } from './maintenanceMenu';
import { navigationMenuPath, navigationMenuResponseSchema } from './navigationMenu';
import { reportListPath, reportListResponseSchema } from './reportList';
import { companyTicketsPath, companyTicketsResponseSchema, supportTicketInfoPath, supportTicketInfoSchema } from './supportTickets';
import { systemMenuPath, systemMenuQuerySchema, systemMenuResponseSchema } from './systemMenu';

const tags = ['navigation'];
const errors = [400, 401, 403, 502];

/** Menus, help topics, the report list and support tickets: per company, filtered by the user's roles. */
export const navigationEndpoints = {
  helpTopics: defineEndpoint({ method: 'GET', path: helpTopicsPath, response: helpTopicsResponseSchema, errors, tags }),
  navigationMenu: defineEndpoint({ method: 'GET', path: navigationMenuPath, response: navigationMenuResponseSchema, errors, tags }),
  maintenanceMenu: defineEndpoint({ method: 'GET', path: maintenanceMenuPath, response: maintenanceMenuResponseSchema, errors, tags }),
  reportList: defineEndpoint({ method: 'GET', path: reportListPath, response: reportListResponseSchema, errors, tags: ['reports'] }),
  systemMenu: defineEndpoint({ method: 'GET', path: systemMenuPath, query: systemMenuQuerySchema, response: systemMenuResponseSchema, errors, tags }),
  supportTicketInfo: defineEndpoint({ method: 'GET', path: supportTicketInfoPath, response: supportTicketInfoSchema, errors, tags }),
  companyTickets: defineEndpoint({ method: 'GET', path: companyTicketsPath, response: companyTicketsResponseSchema, errors, tags }),
};
