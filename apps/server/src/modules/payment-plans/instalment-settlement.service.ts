import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { intArray } from '../../db/sql-rows';

/**
 * Meets the instalments of the running plans (ACTIVE or DEFAULTED) of every account in
 * `accountIds` from the money received (docs/payments.md "Payment plans"): a plan's money is the
 * account's CLEARED payments recorded since the plan was made (its total was the balance then, so
 * money recorded earlier is already in it), laid over its instalments oldest first. An instalment
 * covered in full is PAID (dated by the latest payment counted), one covered in part PART_PAID, one
 * not covered DUE, or MISSED when it was missed already. A dishonoured payment stops counting, so
 * what it met is due again. A plan whose instalments are all PAID is COMPLETED. Set-based, one
 * statement per table; called from allocation, which every payment path goes through.
 */
export async function meetInstalments(tx: Tx, accountIds: readonly number[]): Promise<void> {
  const accounts = intArray(accountIds);
  await tx.execute(sql`with plans as (
      select p.id,
        coalesce(sum(pay.amount), 0) as paid,
        max(pay.payment_date) as last_paid
      from payment_plans p
      left join payments pay on pay.customer_account_id = p.customer_account_id and pay.status = 'CLEARED' and pay.created_at >= p.created_at
      where p.customer_account_id = any(${accounts}) and p.status in ('ACTIVE', 'DEFAULTED')
      group by p.id
    ), met as (
      select i.id, i.amount, plans.last_paid,
        greatest(0, least(i.amount, plans.paid - (sum(i.amount) over w - i.amount))) as met
      from payment_plan_instalments i join plans on plans.id = i.payment_plan_id
      where i.status <> 'CANCELLED'
      window w as (partition by i.payment_plan_id order by i.instalment_number)
    ), settled as (
      select met.id, met.met, met.last_paid,
        case when met.met = met.amount then 'PAID' when i.status = 'MISSED' then 'MISSED' when met.met > 0 then 'PART_PAID' else 'DUE' end as status
      from met join payment_plan_instalments i on i.id = met.id
    )
    update payment_plan_instalments i
    set paid_amount = s.met, status = s.status,
      paid_date = case when s.status = 'PAID' then coalesce(i.paid_date, s.last_paid) end,
      updated_at = clock_timestamp()
    from settled s
    where i.id = s.id and (i.paid_amount <> s.met or i.status <> s.status)`);
  await tx.execute(sql`update payment_plans p set status = 'COMPLETED', updated_at = clock_timestamp()
    where p.customer_account_id = any(${accounts}) and p.status in ('ACTIVE', 'DEFAULTED')
      and not exists (select 1 from payment_plan_instalments i where i.payment_plan_id = p.id and i.status <> 'PAID')`);
}
