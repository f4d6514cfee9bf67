import { billingMonth, load, sqlBuilders, temp, type DemoContext } from './context';

const DAILY_USAGE = `CASE s.product
  WHEN 'POWER' THEN CASE d.type WHEN 'COMPANY' THEN 48 WHEN 'OCCUPIER' THEN 7.5 ELSE 10.5 END
  WHEN 'GAS' THEN CASE d.type WHEN 'COMPANY' THEN 85 ELSE 22 END
  ELSE 0.12 END`;

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
     WHERE d.status = 'ACTIVE' AND t.balance > 100 AND (d.hardship OR d.i IN (2, 3) OR (d.payer >= 70 AND ${rnd('d.i', 183, 100)} < 50))
     UNION ALL
     SELECT d.i, d.account_id, 'SMOOTH_PAY', (1200 + ${rnd('d.i', 184, 1200)})::numeric + ${rnd('d.i', 185, 100)} / 100.0, 12, 'MONTHLY',
       (${billingMonth(asOf)} + interval '1 month')::date, 'ACTIVE'
     FROM demo_customer d
     WHERE d.status = 'ACTIVE' AND d.history AND d.payment_method = 'DIRECT_DEBIT' AND d.payer < 70 AND ${rnd('d.i', 186, 100)} < 10`,
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
       WHERE ${mine('x')} AND x.customer_account_id = o.customer_account_id AND x.reference = 'PAY' || substr(o.invoice_number, 4)
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
 * What the next bill run will pick up: customer charges (one-off and recurring), usage and supply
 * since the last bill per active utility account, and the billing exceptions to review. A few
 * accounts have no unbilled rows at all (NOTRANS on the dashboard).
 */
export async function insertUnbilled(ctx: DemoContext) {
  const { rnd, pick, owner, mine, asOf } = sqlBuilders(ctx);
  const month = billingMonth(asOf);
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
  await temp(
    ctx,
    'demo_unbilled',
    `     SELECT s.*, d.account_id, d.history, d.i = 1 OR ${rnd('s.i', 191, 100)} < 4 AS high_usage,
       greatest(${asOf} - 1, ${month}) AS period_to,
       round(greatest(${asOf} - ${month}, 1) * ${DAILY_USAGE} * (70 + ${rnd('s.i * 4 + s.k', 192, 61)}) / 100.0, 3) AS quantity
     FROM demo_site s
     JOIN demo_customer d ON d.i = s.i
     WHERE d.status = 'ACTIVE' AND NOT (d.i = 4 OR ${rnd('s.i', 190, 100)} < 3)`,
    'ua_id',
  );
  await load(
    ctx,
    `INSERT INTO unbilled_transactions (company_id, dataset, customer_account_id, utility_account_id, item_category_id, source, description,
       period_from, period_to, quantity, unit_rate, amount, status)
     SELECT ${owner}, u.account_id, u.ua_id, r.usage_category_id, 'USAGE', initcap(lower(u.product)) || ' usage', ${month}, u.period_to,
       q.quantity, r.usage_rate, round(q.quantity * r.usage_rate, 2), CASE WHEN u.high_usage THEN 'HELD' ELSE 'UNBILLED' END
     FROM demo_unbilled u
     CROSS JOIN LATERAL (SELECT CASE WHEN u.high_usage THEN u.quantity * 3.5 ELSE u.quantity END AS quantity) q
     JOIN demo_plan_rate r ON r.plan_code = u.plan_code AND ${asOf} BETWEEN r.start_date AND r.end_date
     UNION ALL
     SELECT ${owner}, u.account_id, u.ua_id, r.supply_category_id, 'FIXED', 'Daily supply charge', ${month}, u.period_to,
       u.period_to - ${month} + 1, r.supply_rate, round((u.period_to - ${month} + 1) * r.supply_rate, 2), 'UNBILLED'
     FROM demo_unbilled u
     JOIN demo_plan_rate r ON r.plan_code = u.plan_code AND ${asOf} BETWEEN r.start_date AND r.end_date
     WHERE u.history`,
  );
  await load(
    ctx,
    `INSERT INTO billing_exceptions (company_id, dataset, customer_account_id, utility_account_id, meter_id, exception_code, message, status, raised_at)
     SELECT ${owner}, u.account_id, u.ua_id, u.meter_id, 'HIGH_USAGE',
       'Usage is more than three times the same period last year', x.status, ${asOf} - 1 + time '06:00'
     FROM demo_unbilled u
     CROSS JOIN LATERAL (SELECT CASE WHEN ${rnd('u.i', 193, 10)} = 0 THEN 'HELD' WHEN ${rnd('u.i', 193, 10)} = 1 THEN 'APPROVED' ELSE 'OPEN' END AS status) x
     WHERE u.high_usage AND u.k = 0
     UNION ALL
     SELECT ${owner}, d.account_id, s.ua_id, s.meter_id, 'NO_READS', 'No reads received for the billing period', 'OPEN', ${asOf} - 1 + time '06:00'
     FROM demo_site s JOIN demo_customer d ON d.i = s.i
     WHERE d.status = 'ACTIVE' AND s.k = 0 AND (d.i = 4 OR ${rnd('s.i', 190, 100)} < 3) AND (d.i = 4 OR ${rnd('s.i', 194, 2)} = 0)
     UNION ALL
     SELECT ${owner}, u.account_id, u.ua_id, u.meter_id, 'ESTIMATED_READ', 'The closing read is an estimate', 'OPEN', ${asOf} - 1 + time '06:00'
     FROM demo_unbilled u WHERE u.k = 0 AND NOT u.high_usage AND ${rnd('u.i', 195, 100)} = 0`,
  );
}
