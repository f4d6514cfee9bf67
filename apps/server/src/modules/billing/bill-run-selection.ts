import { sql, type SQL } from 'drizzle-orm';
import type { BillRunSelection } from '../../db/schema/index';
import { intArray } from '../../db/sql-rows';

/** The accounts a selection names: by id, on a billing cycle, or with a site on a building (by id or by billing day). */
function chosen(selection: BillRunSelection): SQL | null {
  const lists = [
    selection.customerAccountIds?.length ? sql`ca.id = any(${intArray(selection.customerAccountIds)})` : null,
    // An account without a cycle is on the default one (billingCycleRow).
    selection.billingCycleIds?.length
      ? sql`(ca.billing_cycle_id = any(${intArray(selection.billingCycleIds)}) or (ca.billing_cycle_id is null
          and exists (select 1 from billing_cycles d where d.is_default and d.id = any(${intArray(selection.billingCycleIds)}))))`
      : null,
    selection.networkNodeIds?.length
      ? sql`exists (select 1 from utility_accounts u join sites s on s.id = u.site_id
          where u.customer_account_id = ca.id and s.network_node_id = any(${intArray(selection.networkNodeIds)}))`
      : null,
    selection.billingDay
      ? sql`exists (select 1 from utility_accounts u join sites s on s.id = u.site_id join network_nodes n on n.id = s.network_node_id
          where u.customer_account_id = ca.id and n.billing_day = ${selection.billingDay})`
      : null,
  ].filter((c): c is SQL => c !== null);
  return lists.length ? sql.join(lists, sql` or `) : null;
}

const prospect = sql`ca.account_status = 'PROSPECT'`;
/** A utility account with days left to bill up to `periodTo`. */
const daysToBill = (periodTo: string) => sql`exists (select 1 from utility_accounts u where u.customer_account_id = ca.id
  and u.open_date <= ${periodTo}::date
  and coalesce(u.last_billed_date, u.open_date - 1) < least(${periodTo}::date, coalesce(u.close_date, ${periodTo}::date)))`;
const draftWaiting = sql`exists (select 1 from invoices i where i.customer_account_id = ca.id and i.status = 'DRAFT')`;

/**
 * The customer accounts a selection bills up to `periodTo` (docs/billing.md "Bill runs"): the chosen
 * ones that are not prospects, have a utility account with days left to bill, and no draft waiting
 * to be issued.
 */
export function selectedAccounts(selection: BillRunSelection, periodTo: string): SQL {
  const named = chosen(selection);
  if (!named) return sql`select null::int as id where false`;
  return sql`select ca.id from customer_accounts ca
    where not ${prospect} and (${named}) and ${daysToBill(periodTo)} and not ${draftWaiting}`;
}

/** The chosen accounts `selectedAccounts` leaves out, each with its reason (LEFT_OUT_REASONS), by the same three rules. */
export function leftOutAccounts(selection: BillRunSelection, periodTo: string): SQL {
  const named = chosen(selection);
  if (!named) return sql`select null::int as id, null::text as reason where false`;
  return sql`select id, reason from (select ca.id,
      case when ${prospect} then 'PROSPECT' when not ${daysToBill(periodTo)} then 'NOTHING_TO_BILL' when ${draftWaiting} then 'DRAFT_WAITING' end as reason
    from customer_accounts ca where (${named})) s where reason is not null`;
}

/**
 * The selected accounts whose billing cycle (the default one without their own) is not due by
 * `periodTo`: their last billed day plus the cycle's months is later. An account never billed is due.
 */
export function offCycleAccounts(selection: BillRunSelection, periodTo: string): SQL {
  return sql`select ca.id as "customerAccountId", ca.account_number as "accountNumber", c.name as "customerName",
      bc.description as "billingCycle", to_char(l.due, 'YYYY-MM-DD') as "dueDate"
    from (${selectedAccounts(selection, periodTo)}) s
    join customer_accounts ca on ca.id = s.id
    join customers c on c.id = ca.customer_id
    cross join lateral (select c.description, c.period_months from billing_cycles c
      where c.id = ca.billing_cycle_id or (ca.billing_cycle_id is null and c.is_default) order by c.id limit 1) bc
    cross join lateral (select (max(u.last_billed_date) + make_interval(months => bc.period_months))::date as due
      from utility_accounts u where u.customer_account_id = ca.id) l
    where l.due > ${periodTo}::date`;
}
