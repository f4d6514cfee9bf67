import { texts, ZERO_DATE, type AccountService, type AccountServiceMeter } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { customerExists, metersOf, siteAccountsOf } from './account-services.repository';

const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase();
const apiDate = (date: string | null) => (date ? `${date}T00:00:00` : ZERO_DATE);

/** GET /customers/{customerId}/account-services: every site account of the customer with its meters (spec 3 §3). */
export async function accountServices(tx: Tx, customerId: number): Promise<AccountService[]> {
  if (!(await customerExists(tx, customerId))) throw notFound(texts.server.notFound);
  const accounts = await siteAccountsOf(tx, customerId);
  const meters = await metersOf(
    tx,
    accounts.map((a) => a.id),
  );
  const metersByAccount = new Map<number, AccountServiceMeter[]>();
  for (const meter of meters) {
    const accountId = meter.accountId!;
    metersByAccount.set(accountId, [...(metersByAccount.get(accountId) ?? []), { ...meter, accountId }]);
  }
  return accounts.map((a) => ({
    id: a.id,
    siteId: a.siteId,
    customerAccountId: a.customerAccountId,
    location: a.location,
    locationIcon: a.inBuilding === null ? 'Home' : 'Business',
    utilityIcon: a.productIcon,
    siteIdentifier: a.siteIdentifier,
    accountStatusDescription: words(a.accountStatus),
    accountOpenDate: apiDate(a.openDate),
    accountCloseDate: apiDate(a.closeDate),
    offeringDescription: a.planDescription ?? a.productDescription,
    meters: metersByAccount.get(a.id) ?? [],
  }));
}
