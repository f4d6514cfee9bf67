import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { integrations, type postedMailItems, type smsRequests } from '../../db/schema/index';

/**
 * The requests a provider's send job works through, SMS and posted letters alike: each table has
 * the same outbox columns (status, attempts, next_attempt_at, sending_started_at, platform_name,
 * error_message), so the claim and the back-off are written once.
 */
type OutboxTable = typeof smsRequests | typeof postedMailItems;

/** Typed as one of them: the columns named here are the same in both tables. */
const columnsOf = (table: OutboxTable) => table as typeof smsRequests;

/** Claimed: QUEUED and marked as being sent, so no other sender and no retry takes them. */
export async function markClaimed(tx: Tx, table: OutboxTable, ids: readonly number[], platformName: string) {
  if (!ids.length) return;
  const t = columnsOf(table);
  await tx
    .update(t)
    .set({ status: 'QUEUED', sendingStartedAt: sql`now()`, platformName, errorMessage: null, updatedAt: sql`now()` })
    .where(inArray(t.id, [...ids]));
}

/** Back to NEW, not tried again before `delaySeconds` (the provider was down); `counted` ids count an attempt. */
export async function release(
  tx: Tx,
  table: OutboxTable,
  ids: readonly number[],
  delaySeconds: number,
  reason: string | null,
  counted: readonly number[] = [],
) {
  if (!ids.length) return;
  const t = columnsOf(table);
  await tx
    .update(t)
    .set({
      status: 'NEW',
      sendingStartedAt: null,
      errorMessage: reason,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      attempts: sql`${t.attempts} + case when ${t.id} = any(${`{${counted.join(',')}}`}::int[]) then 1 else 0 end`,
      updatedAt: sql`now()`,
    })
    .where(inArray(t.id, [...ids]));
}

/** NEW and its back-off (if any) passed: what the send job takes next. */
export function dueNow(table: OutboxTable) {
  const t = columnsOf(table);
  return and(eq(t.status, 'NEW'), or(isNull(t.nextAttemptAt), lt(t.nextAttemptAt, sql`now()`)));
}

/** Every company and dataset with requests due and the provider's card connected (the sweep's; across companies, outside any scope). */
export function companiesWithDue(db: Db, table: OutboxTable, platformName: string) {
  const t = columnsOf(table);
  return db
    .selectDistinct({ companyId: t.companyId, dataset: t.dataset })
    .from(t)
    .innerJoin(
      integrations,
      and(
        eq(integrations.companyId, t.companyId),
        eq(integrations.dataset, t.dataset),
        eq(integrations.platformName, platformName),
        eq(integrations.isConnected, true),
      ),
    )
    .where(dueNow(table));
}
