import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billRuns } from '../../db/schema/bill-runs';
import { companies } from '../../db/schema/core';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface QueueDepth {
  name: string;
  queued: number;
  active: number;
  /** Seconds the oldest job still waiting has waited (0: none waits). */
  oldest_seconds: number;
}

/** Jobs waiting and running per pg-boss queue, read from its tables (what every server shares). */
export async function queueDepths(db: Db): Promise<QueueDepth[]> {
  const [{ installed }] = rowsOf<{ installed: boolean }>(await db.execute(sql`select to_regclass('pgboss.queue') is not null as installed`)) as [
    { installed: boolean },
  ];
  if (!installed) return [];
  return rowsOf<QueueDepth>(
    await db.execute(sql`
      select q.name,
        count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
        count(j.id) filter (where j.state = 'active')::int as active,
        coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry'))), 0)::float8 as oldest_seconds
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
      group by q.name`),
  );
}

/** Bill runs of every company that are queued or running (the unscoped handle sees them all). */
export function activeBillRuns(db: Db) {
  return db
    .select({
      company: companies.code,
      dataset: billRuns.dataset,
      runId: billRuns.id,
      accountsTotal: billRuns.accountsTotal,
      accountsDone: billRuns.accountsDone,
    })
    .from(billRuns)
    .innerJoin(companies, eq(companies.id, billRuns.companyId))
    .where(inArray(billRuns.status, ['QUEUED', 'RUNNING']));
}
