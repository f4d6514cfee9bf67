import { asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerAccounts, customers, meters, sites, utilityAccounts } from '../../db/schema/index';
import { escapeLike } from '../search/search.terms';

/** What one meter's row of the picker is made of: the meter, its site, and the customer of its account (left out when it has none). */
function meterRows(tx: Tx) {
  return tx
    .select({
      meterId: meters.id,
      meterCode: meters.meterCode,
      description: meters.description,
      siteIdentifier: sites.siteIdentifier,
      location: sites.location,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
    })
    .from(meters)
    .innerJoin(sites, eq(sites.id, meters.siteId))
    .leftJoin(utilityAccounts, eq(utilityAccounts.id, meters.utilityAccountId))
    .leftJoin(customerAccounts, eq(customerAccounts.id, utilityAccounts.customerAccountId))
    .leftJoin(customers, eq(customers.id, customerAccounts.customerId));
}

/** The meters whose serial number, site identifier or customer name or number contains `search` (all when empty), by serial number: `limit` from `offset`. */
export function findMeters(tx: Tx, search: string, limit: number, offset: number) {
  const pattern = `%${escapeLike(search)}%`;
  const matches: SQL | undefined = search
    ? or(ilike(meters.meterCode, pattern), ilike(sites.siteIdentifier, pattern), ilike(customers.name, pattern), ilike(customers.customerNumber, pattern))
    : undefined;
  return meterRows(tx).where(matches).orderBy(asc(meters.meterCode), asc(meters.id)).limit(limit).offset(offset);
}

/** One meter's row, or none. */
export function meterById(tx: Tx, meterId: number) {
  return meterRows(tx).where(eq(meters.id, meterId));
}
