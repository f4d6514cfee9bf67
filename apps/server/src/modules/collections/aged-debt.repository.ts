import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { owedOf } from '../payments/invoice-owed.repository';

export interface AgedDebtScope {
  /** The accounts to age: SQL naming their ids (a subquery, or one id); every account of the company when left out. */
  accounts?: SQL;
  /** The day the debt is aged on (a SQL date); the company's business date when left out. */
  asOf?: SQL;
}

/**
 * The debtor figures (docs/payments.md "Debtor figures"): one row per customer account with its
 * balance, its aged buckets (`current`, `days_1_30`, `days_31_60`, `days_61_90`, `days_over_90`)
 * and `overdue` (the buckets past due), all numeric, worked out from the ledger alone:
 *
 * - the open items are each issued invoice's unpaid part (owedOf: its total less its credit notes
 *   and its allocations), due on its due date, and every other debit on the account (a fee, an adjustment, an opening balance,
 *   a refund), due on its date. A dishonour is not one: it takes back allocations, so the invoices
 *   its payment paid are open again;
 * - whatever else the ledger holds is the account's credit (payment money not allocated, credit
 *   notes beyond what their invoices owed, concessions, write-offs: the balance less the open items), and it settles the oldest
 *   open items first;
 * - what is left of each open item falls in the bucket of its days past due; a credit left over
 *   is in Current, negative. So the buckets always add up to the balance.
 *
 * The Summary's Overdue, the Credit Status card, credit statuses, the arrears review, collection
 * steps and the Aged Debtors report all read this.
 */
export function agedDebt({ accounts, asOf = sql`(select business_date())` }: AgedDebtScope = {}): SQL {
  const within = (column: SQL) => (accounts ? sql`${column} in (${accounts})` : sql`true`);
  const owingIn = (condition: SQL) => sql`coalesce(sum(s.owing) filter (where ${condition}), 0)`;
  const pastDue = sql`d.day - s.due`;
  return sql`
    select ad_a.id as account_id, ad_a.balance,
      ad_a.balance - ${owingIn(sql`${pastDue} > 0`)} as current,
      ${owingIn(sql`${pastDue} between 1 and 30`)} as days_1_30,
      ${owingIn(sql`${pastDue} between 31 and 60`)} as days_31_60,
      ${owingIn(sql`${pastDue} between 61 and 90`)} as days_61_90,
      ${owingIn(sql`${pastDue} > 90`)} as days_over_90,
      ${owingIn(sql`${pastDue} > 0`)} as overdue
    from customer_accounts ad_a
    cross join (select (${asOf})::date as day) d
    left join (
      select o.account_id, o.due,
        greatest(0, least(o.amount,
          sum(o.amount) over (partition by o.account_id order by o.due, o.kind, o.seq rows unbounded preceding)
          - greatest(0, sum(o.amount) over (partition by o.account_id) - ad_b.balance))) as owing
      from (
        select i.customer_account_id as account_id, i.due_date as due, 0 as kind, i.id::bigint as seq,
          ${owedOf('i')} as amount
        from invoices i
        where i.kind = 'INVOICE' and i.status not in ('DRAFT', 'VOID') and ${within(sql`i.customer_account_id`)}
        union all
        select t.customer_account_id, t.transaction_date, 1, t.id, t.amount
        from transactions t
        where t.amount > 0 and t.transaction_type not in ('INVOICE', 'DISHONOUR') and ${within(sql`t.customer_account_id`)}
      ) o
      join customer_accounts ad_b on ad_b.id = o.account_id
      where o.amount > 0
    ) s on s.account_id = ad_a.id
    where ${within(sql`ad_a.id`)}
    group by ad_a.id, ad_a.balance`;
}

/** What is past due on the accounts named (as agedDebt's `accounts`), together, on the business date. */
export async function overdueOf(tx: Tx, accounts: SQL, asOf?: SQL): Promise<Decimal> {
  const [row] = await sqlRows<{ overdue: string }>(tx, sql`select coalesce(sum(ad.overdue), 0)::text as overdue from (${agedDebt({ accounts, asOf })}) ad`);
  return new Decimal(row?.overdue ?? 0);
}
