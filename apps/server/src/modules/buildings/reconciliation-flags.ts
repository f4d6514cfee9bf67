import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import type { AccountPeriod } from '../rating-inputs/rating-inputs.service';
import type { RatedBill } from '../rating/rate-bill';
import type { BillingException } from '../rating/types';

/**
 * Bill runs flag buildings in the reconciliation queue (docs/metering.md): a utility account whose
 * site is in a building with OPEN reconciliation days inside its bill period gets a
 * BUILDING_UNRECONCILED exception, which holds its draft on Billing Exceptions until reviewed.
 */
export async function unreconciledBuildingExceptions(tx: Tx, periods: readonly AccountPeriod[]): Promise<Map<number, BillingException>> {
  if (periods.length === 0) return new Map();
  const rows = await sqlRows<{ utility_account_id: number; building: string; days: number; first_day: string; worst: string }>(
    tx,
    sql`with periods as (
      select * from jsonb_to_recordset(${JSON.stringify(periods)}::jsonb) as p("utilityAccountId" int, "periodFrom" date, "periodTo" date)
    )
    select p."utilityAccountId" as utility_account_id, n.description as building, count(*)::int as days,
      min(br.read_date)::text as first_day, max(abs(br.unaccounted_pct))::text as worst
    from periods p
    join utility_accounts ua on ua.id = p."utilityAccountId"
    join sites s on s.id = ua.site_id
    join network_nodes n on n.id = s.network_node_id
    join building_reconciliations br on br.network_node_id = n.id and br.status = 'OPEN' and br.read_date between p."periodFrom" and p."periodTo"
    group by p."utilityAccountId", n.description`,
  );
  return new Map(
    rows.map((r) => [
      r.utility_account_id,
      {
        code: 'BUILDING_UNRECONCILED',
        utilityAccountId: r.utility_account_id,
        detail: `${r.building} does not reconcile on ${r.days} day(s) of the period from ${r.first_day} (up to ${r.worst} % unaccounted)`,
        scheduleId: null,
        meterId: null,
        date: r.first_day,
      },
    ]),
  );
}

/** A bill with something to bill in a building that does not reconcile is held by its BUILDING_UNRECONCILED exceptions. */
export const withBuildingFlags = (bill: RatedBill, flags: ReadonlyMap<number, BillingException[]>): RatedBill =>
  bill.status === 'BILL' && flags.has(bill.customerAccountId) ? { ...bill, exceptions: [...bill.exceptions, ...flags.get(bill.customerAccountId)!] } : bill;
