import { MY_ACCOUNT_QUERY, providerPaymentsEndpoints, texts, type CrmIdentifiers } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { showError } from '../../components/notices/noticeStore';
import { fetchCustomerAccount, mintMyAccountToken, fetchMyAccountUrl } from '../../features/customer/customerApi';

/** Opens a tab at once (so the browser allows it) and points it at the address once it is known. */
async function openInNewTab(address: () => Promise<string | null>) {
  const tab = window.open('about:blank', '_blank');
  try {
    const url = await address();
    if (!url) return tab?.close();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

const withQuery = (base: string, query: Record<string, string>) => {
  const url = new URL(base, window.location.origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
};

async function accountOf(ids: CrmIdentifiers) {
  if (!ids.customerId) throw new Error(texts.sections.identifierRequired('customerId'));
  return fetchCustomerAccount(ids.customerId);
}

/** MYACCOUNT: the brand's customer portal, signed in as the contact with a one-off token. */
export const openMyAccount = (ids: CrmIdentifiers) =>
  openInNewTab(async () => {
    const account = await accountOf(ids);
    const partyId = ids.partyId ?? account.primaryPartyId;
    if (!account.brandCode || !partyId) {
      showError(texts.customer.noMyAccount);
      return null;
    }
    const [base, token] = await Promise.all([fetchMyAccountUrl(account.brandCode), mintMyAccountToken(partyId)]);
    if (!token.token) {
      showError(token.resultMessage);
      return null;
    }
    return withQuery(base, { [MY_ACCOUNT_QUERY.token]: token.token });
  });

/**
 * CC_PAYMENT: the connected card provider's hosted payment page for the customer's balance (a
 * checkout session the server creates; the provider's webhook records the payment).
 */
export const openCardPayment = (ids: CrmIdentifiers) =>
  openInNewTab(async () => {
    if (!ids.customerId) throw new Error(texts.sections.identifierRequired('customerId'));
    return (await callEndpoint(providerPaymentsEndpoints.cardCheckout, { params: { customerId: ids.customerId } })).url;
  });
