import type { AccountNode, SearchContext, SearchResult, SiteTreeNode } from '@wattle/contract';
import { paths } from '../../app/paths';
import { withNavigationIdentifiers, type NavigationIdentifiers } from '../../lib/navigationIdentifiers';

/** The customer page of each customer type (spec 1 §2.7). */
const customerPageByType: Record<string, string> = {
  RESIDENT: paths.residential,
  COMPANY: paths.commercial,
  OCCUPIER: paths.customerDetail,
  SUNDRY: paths.customerDetail,
};

/** Where a selected result opens: a contact its details, a site the services page, a customer the page of its type. */
export function pathForResult(result: Pick<SearchResult, 'context' | 'customerTypeCode'>): string {
  if (result.context === 'Contact') return paths.contactDetails;
  if (result.context === 'Site') return paths.services;
  return customerPageByType[result.customerTypeCode ?? ''] ?? paths.customerDetail;
}

/** The session identifiers a selected result sets (absent ones become null). */
export function identifiersOf(result: SearchResult): NavigationIdentifiers {
  return {
    customerId: result.customerId,
    accountId: result.accountId,
    siteId: result.siteId,
    meterId: result.meterId,
    partyId: result.partyId,
    selectedCustomerTypeCode: result.customerTypeCode,
  };
}

/** The address of a result's page with its ids: what a new tab, a bookmark or a shared link opens. */
export const hrefForResult = (result: SearchResult): string => withNavigationIdentifiers(pathForResult(result), identifiersOf(result));

/** A building tree's site: its services page with the site's current account and customer. */
export const hrefForSite = (site: SiteTreeNode): string =>
  withNavigationIdentifiers(pathForResult({ context: 'Site', customerTypeCode: site.customerTypeCode }), {
    customerId: site.customerId,
    accountId: site.customerAccountId,
    siteId: site.siteId,
    selectedCustomerTypeCode: site.customerTypeCode,
  });

/** A building tree's utility account: the page of the customer holding it (the site's page when none does). */
export const hrefForAccount = (account: AccountNode): string =>
  withNavigationIdentifiers(pathForResult({ context: account.customerId === null ? 'Site' : 'Customer', customerTypeCode: account.customerTypeCode }), {
    customerId: account.customerId,
    accountId: account.customerAccountId,
    siteId: account.siteId,
    selectedCustomerTypeCode: account.customerTypeCode,
  });

/** Whether a result is the entity the session has selected now (its card gets the red border). */
export function isSelectedResult(result: SearchResult, selected: Pick<NavigationIdentifiers, 'customerId' | 'partyId' | 'siteId'>): boolean {
  const key: Record<SearchContext, number | null> = { Contact: selected.partyId, Customer: selected.customerId, Site: selected.siteId };
  return key[result.context] !== null && key[result.context] === result.id;
}

/** The legacy link /_Dynamic/GoTo?searchId=…&searchType=CUSTOMER names the context in capitals. */
export function contextFromQuery(params: URLSearchParams): SearchContext | null {
  const raw = (params.get('searchContext') ?? params.get('searchType') ?? '').toLowerCase();
  const contexts: SearchContext[] = ['Contact', 'Customer', 'Site'];
  return contexts.find((c) => c.toLowerCase() === raw) ?? null;
}
