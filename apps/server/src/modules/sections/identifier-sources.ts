import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
 * another tenant's id finds nothing, which is a 404 rather than an empty page.
 */
export async function assertIdentifiersExist(tx: Tx, ids: CrmIdentifiers) {
  for (const [name, column] of Object.entries(SOURCES) as [IdentifierName, AnyPgColumn][]) {
    const id = ids[name];
    if (id == null) continue;
    const [row] = await tx
      .select({ one: sql`1` })
      .from(column.table as PgTable)
      .where(eq(column, id))
      .limit(1);
    if (!row) throw notFound(texts.server.notFound);
  }
}
