import { paymentReference } from './billing';
import { billingMonth, load, payerHabit, sqlBuilders, temp, type DemoContext } from './context';

/**
 * Payment plans for accounts in arrears (instalments add up to the amount owed; past ones paid,
 * or missed when the plan defaulted) and smooth-pay arrangements for some direct-debit customers.
 */
export async function insertPaymentPlans(ctx: DemoContext) {
  const { rnd, owner, mine, asOf } = sqlBuilders(ctx);
  await temp(
    ctx,
    'demo_plan',
    `     SELECT d.i, d.account_id, 'PAYMENT_PLAN' AS plan_type, t.balance AS total, 6 + ${rnd('d.i', 180, 7)} AS instalments,
       CASE WHEN ${rnd('d.i', 181, 2)} = 0 THEN 'FORTNIGHTLY' ELSE 'MONTHLY' END AS frequency, ${asOf} - 42 AS start_date,
       CASE WHEN d.i = 3 THEN 'DEFAULTED' WHEN ${rnd('d.i', 182, 100)} < 20 THEN 'DEFAULTED' WHEN ${rnd('d.i', 182, 100)} < 28 THEN 'CANCELLED'
            ELSE 'ACTIVE' END AS status
     FROM demo_customer d
     JOIN (SELECT customer_account_id, sum(amount) AS balance FROM transactions x WHERE ${mine('x')} GROUP BY customer_account_id) t
       ON t.customer_account_id = d.account_id
     WHERE d.status = 'ACTIVE' AND t.balance > 100 AND (d.hardship OR d.i IN (2, 3) OR (${payerHabit.behind('d.payer')} AND ${rnd('d.i', 183, 100)} < 50))
     UNION ALL
     SELECT d.i, d.account_id, 'SMOOTH_PAY', (1200 + ${rnd('d.i', 184, 1200)})::numeric + ${rnd('d.i', 185, 100)} / 100.0, 12, 'MONTHLY',
       (${billingMonth(asOf)} + interval '1 month')::date, 'ACTIVE'
     FROM demo_customer d
     WHERE d.status = 'ACTIVE' AND d.history AND d.payment_method = 'DIRECT_DEBIT' AND ${payerHabit.onTime('d.payer')} AND ${rnd('d.i', 186, 100)} < 10`,
  );
  await load(
    ctx,
    `INSERT INTO payment_plans (company_id, dataset, customer_account_id, plan_type, frequency, start_date, end_date, total_amount,
       instalment_amount, number_of_instalments, payment_method, status, notes)
     SELECT ${owner}, p.account_id, p.plan_type, p.frequency, p.start_date,
       (p.start_date + CASE p.frequency WHEN 'FORTNIGHTLY' THEN make_interval(days => 14 * (p.instalments - 1))
                                         ELSE make_interval(months => p.instalments - 1) END)::date,
       p.total, round(p.total / p.instalments, 2), p.instalments, 'DIRECT_DEBIT', p.status,
       CASE p.plan_type WHEN 'PAYMENT_PLAN' THEN 'Agreed to clear the arrears in instalments.' ELSE 'Smooth pay: a year of bills in equal instalments.' END
     FROM demo_plan p`,
  );
  // Past instalments are paid on active plans; a defaulted plan paid only its first one.
  await temp(
    ctx,
    'demo_instalment',
    `SELECT x.*, x.due_date <= ${asOf} AND (x.status = 'ACTIVE' OR (x.status = 'DEFAULTED' AND x.j = 1)) AS paid
     FROM (
       SELECT pp.id AS plan_id, p.i, p.account_id, p.status, j,
         (p.start_date + CASE p.frequency WHEN 'FORTNIGHTLY' THEN make_interval(days => 14 * (j - 1)) ELSE make_interval(months => j - 1) END)::date AS due_date,
         CASE WHEN j < p.instalments THEN pp.instalment_amount ELSE p.total - pp.instalment_amount * (p.instalments - 1) END AS amount
       FROM demo_plan p
       JOIN payment_plans pp ON ${mine('pp')} AND pp.customer_account_id = p.account_id AND pp.plan_type = p.plan_type
       CROSS JOIN generate_series(1, p.instalments) j
     ) x`,
  );
  await load(
    ctx,
    `INSERT INTO payment_plan_instalments (company_id, dataset, payment_plan_id, instalment_number, due_date, amount, paid_amount, paid_date, status)
     SELECT ${owner}, plan_id, j, due_date, amount, CASE WHEN paid THEN amount ELSE 0 END, CASE WHEN paid THEN due_date END,
       CASE WHEN paid THEN 'PAID' WHEN due_date <= ${asOf} THEN 'MISSED' ELSE 'DUE' END
     FROM demo_instalment`,
  );
  await load(
    ctx,
    `INSERT INTO payments (id, company_id, dataset, customer_account_id, payment_plan_id, payment_date, amount, method, reference, status)
     SELECT ${ctx.base.payments} + (i - 1) * 24 + 11 + j, ${owner}, account_id, plan_id, due_date, amount, 'DIRECT_DEBIT',
       'PLAN' || plan_id || '-' || j, 'CLEARED'
     FROM demo_instalment WHERE paid`,
  );
  await load(
    ctx,
    `INSERT INTO transactions (company_id, dataset, customer_account_id, transaction_date, transaction_type, description, reference, amount,
       payment_id, insert_user)
     SELECT ${owner}, p.customer_account_id, p.payment_date, 'PAYMENT', 'Payment plan instalment', p.reference, -p.amount, p.id, 'system'
     FROM payments p WHERE ${mine('p')} AND p.payment_plan_id IS NOT NULL`,
  );
}

/** Collection treatments of each account's latest overdue invoice: reminder, final notice, disconnection warning. */
export async function insertTreatments(ctx: DemoContext) {
  const { owner, mine, asOf } = sqlBuilders(ctx);
  await load(
    ctx,
    `INSERT INTO treatments (company_id, dataset, customer_account_id, invoice_id, treatment_type, treatment_date, due_date, amount_overdue, status, notes)
     SELECT ${owner}, o.customer_account_id, o.id, s.treatment_type, o.due_date + s.after, o.due_date + s.after + 7,
       o.total - coalesce(p.paid, 0),
       CASE WHEN s.treatment_type <> 'DISCONNECTION_WARNING' THEN 'SENT' WHEN plan.customer_account_id IS NOT NULL THEN 'ON_HOLD' ELSE 'OPEN' END,
       CASE WHEN s.treatment_type = 'DISCONNECTION_WARNING' AND plan.customer_account_id IS NOT NULL THEN 'On hold while the payment plan is kept.' END
     FROM (
       SELECT DISTINCT ON (inv.customer_account_id) inv.*
       FROM invoices inv
       JOIN customer_accounts a ON ${mine('a')} AND a.id = inv.customer_account_id AND a.account_status = 'ACTIVE'
       WHERE ${mine('inv')} AND inv.status IN ('OVERDUE', 'PART_PAID') AND inv.due_date < ${asOf} - 7
       ORDER BY inv.customer_account_id, inv.due_date DESC
     ) o
     LEFT JOIN LATERAL (
       SELECT sum(x.amount) AS paid FROM payments x
       WHERE ${mine('x')} AND x.customer_account_id = o.customer_account_id AND x.reference = ${paymentReference('o.invoice_number')}
     ) p ON true
     LEFT JOIN (SELECT DISTINCT customer_account_id FROM payment_plans y WHERE ${mine('y')} AND status = 'ACTIVE' AND plan_type = 'PAYMENT_PLAN') plan
       ON plan.customer_account_id = o.customer_account_id
     CROSS JOIN (VALUES ('REMINDER', 7), ('FINAL_NOTICE', 21), ('DISCONNECTION_WARNING', 35)) s(treatment_type, after)
     WHERE o.due_date + s.after <= ${asOf}
       AND (s.treatment_type <> 'DISCONNECTION_WARNING' OR NOT EXISTS (
         SELECT 1 FROM customer_accounts a
         JOIN life_support_registrations l ON ${mine('l')} AND l.customer_id = a.customer_id AND l.status <> 'DEREGISTERED'
         WHERE ${mine('a')} AND a.id = o.customer_account_id))`,
  );
}

/**
 * The customer charges the next bill run picks up: one-off fees, a recurring service fee for
 * businesses, and the charges of past invoices (BILLED with them). Usage and supply are not seeded
 * as unbilled rows: every unbilled transaction is a line of a run's draft, and last night's bill
 * run (bootstrap.ts) writes the demo's from its reads.
 */
export async function insertCustomerCharges(ctx: DemoContext) {
  const { rnd, pick, owner, mine, asOf } = sqlBuilders(ctx);
  await load(
    ctx,
    `INSERT INTO customer_charges (company_id, dataset, customer_account_id, charge_kind, item_category_id, gl_account_id, description, quantity,
       unit_price, amount, frequency, start_date, status, invoice_id)
     SELECT ${owner}, d.account_id, 'ONE_OFF', ic.id, gl.id, ${pick(['Special meter read fee', 'Account establishment fee', 'Card payment surcharge'], 'd.i', 200)},
       1, c.price, c.price, NULL, ${asOf} - ${rnd('d.i', 201, 20)}, 'PENDING', NULL::integer
     FROM demo_customer d
     CROSS JOIN LATERAL (SELECT (ARRAY[38.50, 45.45, 3.30])[1 + ${rnd('d.i', 200, 3)}] AS price) c
     JOIN item_categories ic ON ${mine('ic')} AND ic.code = 'FEES'
     JOIN gl_accounts gl ON ${mine('gl')} AND gl.code = '4200'
     WHERE d.status = 'ACTIVE' AND (d.i = 1 OR ${rnd('d.i', 202, 100)} < 4)
     UNION ALL
     SELECT ${owner}, d.account_id, 'RECURRING', ic.id, gl.id, 'Meter data agent service', 1, 9.90, 9.90, 'MONTHLY', d.open_date, 'PENDING', NULL
     FROM demo_customer d
     JOIN item_categories ic ON ${mine('ic')} AND ic.code = 'FEES'
     JOIN gl_accounts gl ON ${mine('gl')} AND gl.code = '4200'
     WHERE d.status = 'ACTIVE' AND d.type = 'COMPANY'
     UNION ALL
     SELECT ${owner}, inv.customer_account_id, 'ONE_OFF', l.item_category_id, l.gl_account_id, l.description, 1, l.unit_rate, l.amount, NULL,
       inv.invoice_date, 'BILLED', inv.id
     FROM invoices inv
     JOIN invoice_lines l ON ${mine('l')} AND l.invoice_id = inv.id AND l.utility_account_id IS NULL
     WHERE ${mine('inv')}`,
  );
}
