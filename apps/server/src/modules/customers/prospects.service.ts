import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';
import { doneWith, refused, type Outcome } from '../../lib/outcome';

type CustomerUpdate = PgUpdateSetSource<typeof customers>;

/** Moves prospects on; every one must still be a PROSPECT, or nothing is written. */
async function fromProspect(tx: Tx, ids: readonly number[], set: CustomerUpdate): Promise<Outcome> {
  const changed = await tx
    .update(customers)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(inArray(customers.id, [...ids]), eq(customers.status, 'PROSPECT')))
    .returning({ id: customers.id });
  return changed.length === new Set(ids).size ? doneWith(changed.length) : refused(texts.dashboard.wrongStatus('PROSPECT'));
}

/** Completes prospects' set-up: ACTIVE customers, supplied from their start date or else the business date. */
export async function activateProspects(tx: Tx, ids: readonly number[]): Promise<Outcome> {
  return fromProspect(tx, ids, { status: 'ACTIVE', openDate: sql`coalesce(${customers.openDate}, ${await businessDate(tx)}::date)` });
}

/** Prospects who did not go ahead: CLOSED on the business date. */
export async function closeProspects(tx: Tx, ids: readonly number[]): Promise<Outcome> {
  return fromProspect(tx, ids, { status: 'CLOSED', closeDate: await businessDate(tx) });
}
