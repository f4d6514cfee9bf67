import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { takeNextCollectionStep } from '../collections/collection-path.service';
import { meetInstalments } from './instalment-settlement.service';

/** The system user the missed-instalment run acts as (audit rows). */
const RUN_USER = 'system';

/**
 * The missed-instalment rule (docs/payments.md "Payment plans"), for the company of `tx` on its
 * business date: an instalment of a running plan (ACTIVE or DEFAULTED) still DUE or PART_PAID
 * after its due date is MISSED, unless it fell due before the plan was reinstated (a person put
 * those back on track). An ACTIVE plan with an instalment newly missed is DEFAULTED, and the
 * account's collection
 * path takes its next step (collections takeNextCollectionStep, which also reassesses the credit
 * status); an audit row `payment-plan.defaulted` each. The instalments are met from the money
 * received first, so a payment is never late for want of a recount. Answers the plans defaulted.
 */
export async function defaultMissedPlans(tx: Tx): Promise<number> {
  const today = await businessDate(tx);
  const late = await sqlRows<{ id: number }>(
    tx,
    sql`select distinct p.customer_account_id as id from payment_plans p join payment_plan_instalments i on i.payment_plan_id = p.id
      where p.status in ('ACTIVE', 'DEFAULTED') and i.status in ('DUE', 'PART_PAID') and i.due_date < ${today}`,
  );
  await meetInstalments(
    tx,
    late.map((a) => a.id),
  );
  const defaulted = await sqlRows<{ planId: number; accountId: number; customerId: number; missed: number }>(
    tx,
    sql`with missed as (
        update payment_plan_instalments i set status = 'MISSED', updated_at = clock_timestamp()
        from payment_plans p
        where p.id = i.payment_plan_id and p.status in ('ACTIVE', 'DEFAULTED') and i.status in ('DUE', 'PART_PAID') and i.due_date < ${today}
          and (p.reinstated_on is null or i.due_date >= p.reinstated_on)
        returning i.payment_plan_id, p.status as plan_status
      ), defaulting as (
        select payment_plan_id, count(*)::int as missed from missed where plan_status = 'ACTIVE' group by payment_plan_id
      )
      update payment_plans p set status = 'DEFAULTED', updated_at = clock_timestamp()
      from defaulting d, customer_accounts a
      where p.id = d.payment_plan_id and a.id = p.customer_account_id
      returning p.id as "planId", p.customer_account_id as "accountId", a.customer_id as "customerId", d.missed`,
  );
  for (const plan of defaulted) {
    const { step, creditStatus } = await takeNextCollectionStep(tx, plan.accountId, plan.customerId);
    await audit(tx, {
      event: 'payment-plan.defaulted',
      entity: 'payment_plan',
      entityId: plan.planId,
      username: RUN_USER,
      oldValues: { status: 'ACTIVE' },
      newValues: { status: 'DEFAULTED', missedInstalments: plan.missed, collectionStep: step, creditStatus },
    });
  }
  return defaulted.length;
}
