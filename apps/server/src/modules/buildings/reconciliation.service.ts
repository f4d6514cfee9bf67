import { sql } from 'drizzle-orm';
import { BUILDING_ATTRIBUTES, DEFAULT_RECONCILIATION_THRESHOLD_PCT } from '@wattle/contract';
import type { Db, Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { sqlRows } from '../../db/sql-rows';
import { buildingReconciliations } from '../../db/schema/index';
import { moveStatuses } from '../../db/status-moves';
import { isEstimatedReadSql } from '../metering/read-quality';

export interface ReconciliationOutcome {
  /** Building-days judged: gated buildings × days with a gate read. */
  days: number;
  /** Of those, the days above their building's threshold (OPEN or kept ACCEPTED in the queue). */
  listed: number;
}

/**
 * Reconciles every building with a gate meter for each day from `from` to `to` (docs/metering.md,
 * "Buildings and reconciliation"): the gate's usage against the sum of the child and common-area
 * meters in service that day. A day whose unaccounted share, (gate − children − common) / gate, is
 * further from zero than the building's RECON_THRESHOLD_PCT attribute (default 5 %) is listed with
 * the child reads that are missing or estimated; a day without a gate read, or with a gate read of
 * zero, is not judged. OPEN rows of the range are replaced; ACCEPTED ones keep their status.
 * Only meters of the gate's product count. Set-based, so 1,000 buildings × 90 days stay well under
 * the bench target; every table is filtered by the scope itself, so the demo generator (outside
 * row-level security) calls it too.
 */
export async function reconcileBuildings(tx: Tx | Db, { companyId, dataset }: Scope, from: string, to: string): Promise<ReconciliationOutcome> {
  const mine = (alias: string) => sql`${sql.raw(alias)}.company_id = ${companyId} and ${sql.raw(alias)}.dataset = ${dataset}`;
  await tx.execute(
    sql`delete from building_reconciliations br where ${mine('br')} and br.status = 'OPEN' and br.read_date between ${from}::date and ${to}::date`,
  );
  const [outcome] = await sqlRows<{ days: number; listed: number }>(
    tx,
    sql`with building_meters as (
      select s.network_node_id as node_id, m.product_type_id, m.id as meter_id, m.meter_code, m.building_role as role, m.install_date, m.remove_date
      from meters m join sites s on ${mine('s')} and s.id = m.site_id
      where ${mine('m')} and s.network_node_id is not null and m.meter_status_code <> 'REMOVED'
    ),
    gated as (select distinct node_id, product_type_id from building_meters where role = 'GATE'),
    thresholds as (
      select g.node_id, coalesce((
        select a.value::numeric from network_node_attributes a
        where ${mine('a')} and a.network_node_id = g.node_id and a.key = ${BUILDING_ATTRIBUTES.reconciliationThreshold} and a.value ~ '^[0-9]{1,4}([.][0-9]{1,2})?$'
      ), ${DEFAULT_RECONCILIATION_THRESHOLD_PCT}) as threshold
      from (select distinct node_id from gated) g
    ),
    reads as (
      select bm.node_id, r.read_date, bm.role, bm.meter_code, r.quantity, r.read_type
      from gated g
      join building_meters bm on bm.node_id = g.node_id and bm.product_type_id = g.product_type_id
      join meter_reads r on ${mine('r')} and r.meter_id = bm.meter_id and r.read_date between ${from}::date and ${to}::date
    ),
    per_day as (
      select node_id, read_date,
        sum(quantity) filter (where role = 'GATE') as gate,
        coalesce(sum(quantity) filter (where role is null), 0) as child,
        coalesce(sum(quantity) filter (where role = 'COMMON'), 0) as common,
        count(*) filter (where role is distinct from 'GATE' and ${isEstimatedReadSql(sql`read_type`)})::int as estimated,
        string_agg(meter_code, ', ' order by meter_code) filter (where role is distinct from 'GATE' and ${isEstimatedReadSql(sql`read_type`)}) as estimated_codes
      from reads group by node_id, read_date
    ),
    judged as (
      select p.*, t.threshold, round((p.gate - p.child - p.common) / p.gate * 100, 2) as unaccounted
      from per_day p join thresholds t on t.node_id = p.node_id
      where p.gate > 0
    ),
    -- Which meters have no read is asked only for the days listed (a few), not for every day judged.
    explained as (
      select j.*, gone.missing, gone.missing_codes
      from judged j
      cross join lateral (
        select count(*)::int as missing, string_agg(bm.meter_code, ', ' order by bm.meter_code) as missing_codes
        from building_meters bm
        join gated g on g.node_id = bm.node_id and g.product_type_id = bm.product_type_id
        where bm.node_id = j.node_id and bm.role is distinct from 'GATE'
          and (bm.install_date is null or bm.install_date <= j.read_date) and (bm.remove_date is null or bm.remove_date >= j.read_date)
          and not exists (select 1 from meter_reads r where ${mine('r')} and r.meter_id = bm.meter_id and r.read_date = j.read_date)
      ) gone
      where abs(j.unaccounted) > j.threshold
    ),
    listed as (
      insert into building_reconciliations as br (company_id, dataset, network_node_id, read_date, gate_usage, child_usage, common_usage, unaccounted_pct, threshold_pct,
        missing_reads, estimated_reads, explanation)
      select ${companyId}, ${dataset}, node_id, read_date, gate, child, common, unaccounted, threshold, missing, estimated,
        concat_ws('; ',
          case when missing > 0 then missing || ' missing: ' || missing_codes end,
          case when estimated > 0 then estimated || ' estimated: ' || estimated_codes end)
      from explained
      on conflict (company_id, dataset, network_node_id, read_date) do update set
        gate_usage = excluded.gate_usage, child_usage = excluded.child_usage, common_usage = excluded.common_usage,
        unaccounted_pct = excluded.unaccounted_pct, threshold_pct = excluded.threshold_pct, missing_reads = excluded.missing_reads,
        estimated_reads = excluded.estimated_reads, explanation = excluded.explanation, updated_at = now()
      returning 1
    )
    select (select count(*) from judged)::int as days, (select count(*) from listed)::int as listed`,
  );
  return outcome!;
}

/** Building Reconciliation's Accept: reviewed OPEN days leave the queue and no longer flag bill runs. */
export const acceptReconciliationDays = (tx: Tx, ids: readonly number[]) =>
  moveStatuses(tx, buildingReconciliations, { id: buildingReconciliations.id, status: buildingReconciliations.status }, ids, ['OPEN'], {
    status: 'ACCEPTED',
  });
