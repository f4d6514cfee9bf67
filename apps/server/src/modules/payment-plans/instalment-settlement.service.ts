import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { intArray, sqlRows } from '../../db/sql-rows';
import { meetByPayments, type PlanInstalment, type PlanPayment, type RunningPlan } from './instalment-settlement.rules';

/** Microseconds since the epoch, exact, as text (a JS number would round them). */
const micros = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::bigint::text`);

/**
 * Meets the instalments of the running plans (ACTIVE or DEFAULTED: payment plans and smooth pay)
 * of every account in `accountIds` from the money received (docs/payments.md "Payment plans"): the
 * account's CLEARED payments, each counted once, by `meetByPayments` (the rule, with a payment plan
 * and smooth pay together). Recomputed from the ledger, so a dishonoured payment stops counting and
 * what it met is due again. The instalments that changed are written in one statement; a plan whose
 * instalments are all PAID is COMPLETED. Called from allocation, which every payment path goes
 * through.
 */
export async function meetInstalments(tx: Tx, accountIds: readonly number[]): Promise<void> {
  const accounts = intArray(accountIds);
  const plans = await sqlRows<Omit<RunningPlan, 'madeAt'> & { accountId: number; madeAt: string }>(
    tx,
    sql`select p.id, p.customer_account_id as "accountId", p.plan_type as "planType", ${micros('p.created_at')} as "madeAt"
      from payment_plans p where p.customer_account_id = any(${accounts}) and p.status in ('ACTIVE', 'DEFAULTED')`,
  );
  if (!plans.length) return;
  const planIds = intArray(plans.map((p) => p.id));
  const instalments = await sqlRows<PlanInstalment & { paidAmount: string }>(
    tx,
    sql`select i.id, i.payment_plan_id as "planId", i.instalment_number as "instalmentNumber", i.due_date::text as "dueDate", i.amount::text as amount,
        i.status, i.paid_date::text as "paidDate", i.paid_amount::text as "paidAmount"
      from payment_plan_instalments i where i.payment_plan_id = any(${planIds}) and i.status <> 'CANCELLED'`,
  );
  // Only money recorded since the account's earliest running plan can count towards any of them.
  const payments = await sqlRows<Omit<PlanPayment, 'recordedAt'> & { accountId: number; recordedAt: string }>(
    tx,
    sql`select pay.id, pay.customer_account_id as "accountId", pay.amount::text as amount, pay.payment_date::text as "paymentDate", ${micros('pay.created_at')} as "recordedAt"
      from payments pay
      join (select customer_account_id, min(created_at) as made from payment_plans
            where id = any(${planIds}) group by customer_account_id) first on first.customer_account_id = pay.customer_account_id
      where pay.status = 'CLEARED' and pay.created_at >= first.made`,
  );
  const group = <T>(rows: T[], key: (row: T) => number) => {
    const groups = new Map<number, T[]>();
    for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return groups;
  };
  const accountOfPlan = new Map(plans.map((p) => [p.id, p.accountId]));
  const plansOf = group(plans, (p) => p.accountId);
  const instalmentsOf = group(instalments, (i) => accountOfPlan.get(i.planId)!);
  const paymentsOf = group(payments, (p) => p.accountId);
  const changed = [...plansOf].flatMap(([accountId, own]) => {
    const ownInstalments = instalmentsOf.get(accountId) ?? [];
    const stored = new Map(ownInstalments.map((i) => [i.id, i]));
    return meetByPayments(
      own.map((p) => ({ ...p, madeAt: BigInt(p.madeAt) })),
      ownInstalments,
      (paymentsOf.get(accountId) ?? []).map((p) => ({ ...p, recordedAt: BigInt(p.recordedAt) })),
    ).filter((m) => {
      const was = stored.get(m.id)!;
      return was.paidAmount !== m.paidAmount || was.status !== m.status || was.paidDate !== m.paidDate;
    });
  });
  if (changed.length) {
    await tx.execute(sql`update payment_plan_instalments i
      set paid_amount = s.paid_amount, status = s.status, paid_date = s.paid_date, updated_at = clock_timestamp()
      from jsonb_to_recordset(${JSON.stringify(changed.map((m) => ({ id: m.id, paid_amount: m.paidAmount, status: m.status, paid_date: m.paidDate })))}::jsonb)
        as s(id integer, paid_amount numeric, status text, paid_date date)
      where i.id = s.id`);
  }
  await tx.execute(sql`update payment_plans p set status = 'COMPLETED', updated_at = clock_timestamp()
    where p.customer_account_id = any(${accounts}) and p.status in ('ACTIVE', 'DEFAULTED')
      and not exists (select 1 from payment_plan_instalments i where i.payment_plan_id = p.id and i.status <> 'PAID')`);
}
