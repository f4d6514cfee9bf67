import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { texts, type CrmIdentifiers, type IdentifierName } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { customerAccounts, customers, meters, parties, sites } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

/** The row each session identifier names (accountId is the customer account, as search results carry it). */
const SOURCES: Record<IdentifierName, AnyPgColumn> = {
  customerId: customers.id,
  accountId: customerAccounts.id,
  siteId: sites.id,
  meterId: meters.id,
  partyId: parties.id,
};

/**
 * Every identifier given must name a row this company's dataset can see: under row-level security
 * another tenant's id finds nothing, which is a 404 rather than an empty page. One round trip.
 */
export async function assertIdentifiersExist(tx: Tx, ids: CrmIdentifiers) {
  const checks = (Object.entries(SOURCES) as [IdentifierName, AnyPgColumn][]).flatMap(([name, column]) => {
    const id = ids[name];
    return id == null ? [] : [sql`exists (select 1 from ${column.table} where ${eq(column, id)})`];
  });
  if (!checks.length) return;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
  const { rows } = (await tx.execute(sql`select (${sql.join(checks, sql` and `)}) as found`)) as unknown as { rows: { found: boolean }[] };
  if (!rows[0]?.found) throw notFound(texts.server.notFound);
}
