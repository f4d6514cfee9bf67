import { sql } from 'drizzle-orm';
import { agedDebt } from '../../modules/collections/aged-debt.repository';
import { numberSql } from '../../modules/numbering/numbering.service';
import { awaitsReviewRun, billingMonth, load, payerHabit, run, sqlBuilders, temp, type DemoContext } from './context';

/** Daily usage of a site by product and customer type (water in kL, the others in kWh). */
const DAILY_USAGE = `CASE s.product
  WHEN 'POWER' THEN CASE d.type WHEN 'COMPANY' THEN 48 WHEN 'OCCUPIER' THEN 7.5 ELSE 10.5 END
  WHEN 'GAS' THEN CASE d.type WHEN 'COMPANY' THEN 85 ELSE 22 END
  ELSE 0.12 END`;
/** Winter peaks in mid July. */
const season = (day: string) => `(1 + 0.2 * cos(2 * pi() * (extract(doy FROM ${day}) - 196) / 365))::numeric`;
/** The fee a late payer is charged a week after the due date (paid with the late payment). */
const LATE_FEE = '12.50';
/** SQL: the reference of the payment of the invoice numbered `invoiceNumber` (INV000000001 → PAY000000001). */
export const paymentReference = (invoiceNumber: string) => `'PAY' || substr(${invoiceNumber}, 4)`;
const SUNDRY_CHARGES = ['Damage to meter enclosure', 'After-hours reconnection', 'Builder temporary supply', 'Meter relocation'];

/**
 * Invoices numbered as the product numbers them (INV000000001 up, oldest first), with their lines:
 * supply, and usage per utility account (the reads of the period; a typical day's for a customer
 * beyond the metered ones) at the plan's rate, 10% GST except on water. Payments by each
 * customer's habit (payerHabit: most in full by the due date, some late with a late fee paid with
 * the bill, some partly, a few stopped paying their last invoices; now and then the latest payment
 * dishonoured), concession rebates (taken off what the customer pays), opening balances of some who
 * stopped paying, and the accounts-receivable transactions of all of them. The first
 * DEMO_LIMITS.historyCustomers customers get 12 months, the others their last bill.
 */
export async function insertBilling(ctx: DemoContext) {
  const { rnd, pick, owner, mine, asOf } = sqlBuilders(ctx);
  const month = billingMonth(asOf);
  const key = '((i - 1) * 12 + k)';
  /** How many of their latest past-due invoices those behind have not paid (stopped; the pinned arrears customers 2 and 3: three) or paid in part. */
  const behindOn = `CASE WHEN ${payerHabit.stopped('q.payer')} THEN CASE WHEN q.i IN (2, 3) THEN 3 ELSE 1 + ${rnd('q.i', 154, 3)} END
    ELSE 1 + ${rnd('q.i', 155, 2)} END`;
  await temp(
    ctx,
    'demo_invoice',
    `SELECT r.*, row_number() OVER (ORDER BY r.invoice_date, r.i, r.k) AS seq
     FROM (
     SELECT q.*,
       CASE WHEN ${payerHabit.stopped('q.payer')} AND (q.due_rank IS NULL OR q.due_rank <= ${behindOn}) THEN 0
            WHEN q.pay_date > ${asOf} THEN 0
            WHEN ${payerHabit.partly('q.payer')} AND q.due_rank <= ${behindOn} THEN 50 + ${rnd(key, 151, 40)} ELSE 100 END AS pay_percent,
       ${payerHabit.onTime('q.payer')} AND q.due_rank = 1 AND q.pay_date + 3 <= ${asOf} AND ${rnd('q.i', 153, 200)} < 3 AS dishonoured,
       ${payerHabit.late('q.payer')} AND q.k % 3 = 0 AND q.due_date + 7 <= ${asOf} AS late_fee
     FROM (
       SELECT p.*, CASE WHEN p.payment_method = 'DIRECT_DEBIT' OR ${payerHabit.partly('p.payer')} THEN p.due_date
                        WHEN ${payerHabit.late('p.payer')} THEN p.due_date + 10 + ${rnd(key, 152, 30)}
                        ELSE p.due_date - ${rnd(key, 150, 8)} END AS pay_date,
         -- 1 for the latest invoice past its due date, 2 for the one before…; none for one not yet due.
         CASE WHEN p.due_date < ${asOf} THEN row_number() OVER (PARTITION BY p.i, p.due_date < ${asOf} ORDER BY p.due_date DESC) END AS due_rank
       FROM (
         SELECT d.i, k, ${ctx.base.invoices} + (d.i - 1) * 12 + k AS invoice_id, d.account_id, d.type, d.payer, d.payment_method,
           greatest(f, d.open_date) AS period_from, least(t, coalesce(d.close_date, t)) AS period_to,
           least(t, coalesce(d.close_date, t)) + 3 AS invoice_date,
           least(t, coalesce(d.close_date, t)) + 3 + CASE WHEN d.type = 'COMPANY' THEN 30 ELSE 14 END AS due_date
         FROM demo_customer d
         CROSS JOIN generate_series(0, 11) k
         CROSS JOIN LATERAL (SELECT (${month} - make_interval(months => (k + 1) * d.cycle_months))::date AS f,
                                    (${month} - make_interval(months => k * d.cycle_months))::date - 1 AS t) period
         WHERE d.status <> 'PROSPECT'
           AND k < CASE WHEN d.history AND d.type <> 'SUNDRY' THEN 12 / d.cycle_months ELSE 1 END
           AND t >= d.open_date AND (d.close_date IS NULL OR f <= d.close_date) AND least(t, coalesce(d.close_date, t)) + 3 <= ${asOf}
           AND NOT (k = 0 AND ${awaitsReviewRun(ctx.n)})
       ) p
     ) q
     ) r`,
    'invoice_id',
  );

  await temp(
    ctx,
    'demo_plan_rate',
    `     SELECT pp.code AS plan_code, fr.start_date, coalesce(fr.end_date, 'infinity'::date) AS end_date, fr.unit_rate AS supply_rate,
       st.unit_rate AS usage_rate, pt.unit_of_measure, pt.id AS product_type_id, pt.code AS product_code,
       fs.item_category_id AS supply_category_id, us.item_category_id AS usage_category_id,
       fs.gl_account_id AS supply_gl_id, us.gl_account_id AS usage_gl_id
     FROM price_plans pp
     JOIN product_types pt ON pt.id = pp.product_type_id
     JOIN fixed_schedules fs ON fs.price_plan_id = pp.id
     JOIN fixed_rates fr ON fr.fixed_schedule_id = fs.id
     JOIN usage_schedules us ON us.price_plan_id = pp.id AND us.sort_order = 10
     JOIN usage_rates ur ON ur.usage_schedule_id = us.id AND ur.start_date = fr.start_date
     JOIN usage_rate_steps st ON st.usage_rate_id = ur.id AND st.step_number = 1
     WHERE ${mine('pp')}`,
  );
  // The usage behind each invoice of a site account: its meters' reads in the period (solar export is not usage).
  await temp(
    ctx,
    'demo_usage',
    `     SELECT di.invoice_id, s.ua_id, sum(r.quantity * m.multiplier) AS quantity
     FROM demo_invoice di
     JOIN demo_site s ON s.i = di.i
     JOIN meters m ON ${mine('m')} AND m.utility_account_id = s.ua_id
     JOIN meter_types mt ON mt.id = m.meter_type_id AND mt.code <> 'PWR_SOLAR'
     JOIN meter_reads r ON ${mine('r')} AND r.meter_id = m.id AND r.read_date BETWEEN di.period_from AND di.period_to
     GROUP BY di.invoice_id, s.ua_id`,
    'invoice_id, ua_id',
  );
  // Supply and usage lines per utility account at the plan's rate (10% GST, none on water); sundry customers get one charge.
  await temp(
    ctx,
    'demo_line',
    `SELECT x.*, round(x.quantity * x.unit_rate, 2) AS amount,
       CASE WHEN x.product_code = 'WATER' THEN 0 ELSE round(round(x.quantity * x.unit_rate, 2) * 0.1, 2) END AS gst
     FROM (
     SELECT di.invoice_id, s.ua_id, r.product_type_id, s.k * 2 + l.n AS line_number, l.n,
       CASE WHEN l.n = 1 THEN r.supply_category_id ELSE r.usage_category_id END AS item_category_id,
       CASE WHEN l.n = 1 THEN r.supply_gl_id ELSE r.usage_gl_id END AS gl_account_id,
       CASE WHEN l.n = 1 THEN 'Daily supply charge' ELSE initcap(lower(r.product_code)) || ' usage' END AS description,
       di.period_from, di.period_to,
       CASE WHEN l.n = 1 THEN (di.period_to - di.period_from + 1)::numeric
            ELSE coalesce(round(u.quantity, 3), round((di.period_to - di.period_from + 1) * ${DAILY_USAGE} * ${season('di.period_to')}
                       * (70 + ${rnd('((di.i - 1) * 12 + di.k) * 4 + s.k', 160, 61)}) / 100.0, 3)) END AS quantity,
       CASE WHEN l.n = 1 THEN 'day' ELSE r.unit_of_measure END AS unit_of_measure,
       CASE WHEN l.n = 1 THEN r.supply_rate ELSE r.usage_rate END AS unit_rate,
       r.product_code
     FROM demo_invoice di
     JOIN demo_customer d ON d.i = di.i
     JOIN demo_site s ON s.i = di.i
     JOIN demo_plan_rate r ON r.plan_code = s.plan_code AND di.period_to BETWEEN r.start_date AND r.end_date
     LEFT JOIN demo_usage u ON u.invoice_id = di.invoice_id AND u.ua_id = s.ua_id
     CROSS JOIN (VALUES (1), (2)) l(n)
     UNION ALL
     SELECT di.invoice_id, NULL, NULL, 1, 3, ic.id, gl.id, ${pick(SUNDRY_CHARGES, 'di.i', 161)}, di.period_from, di.period_to, 1, 'each',
       (50 + ${rnd('di.i', 162, 800)})::numeric, 'SUNDRY'
     FROM demo_invoice di
     JOIN item_categories ic ON ${mine('ic')} AND ic.code = 'FEES'
     JOIN gl_accounts gl ON ${mine('gl')} AND gl.code = '4200'
     WHERE di.type = 'SUNDRY'
     ) x`,
  );
  await load(
    ctx,
    `INSERT INTO invoices (id, company_id, dataset, customer_account_id, invoice_number, invoice_date, due_date, period_from, period_to,
       amount_ex_gst, gst, total, status)
     SELECT di.invoice_id, ${owner}, di.account_id, ${numberSql('invoice', 'di.seq')}, di.invoice_date, di.due_date,
       di.period_from, di.period_to, t.amount, t.gst, t.amount + t.gst,
       CASE WHEN di.pay_percent = 100 AND NOT di.dishonoured THEN 'PAID' WHEN di.pay_percent BETWEEN 1 AND 99 THEN 'PART_PAID'
            WHEN di.due_date < ${asOf} THEN 'OVERDUE' ELSE 'ISSUED' END
     FROM demo_invoice di
     JOIN (SELECT invoice_id, sum(amount) AS amount, sum(gst) AS gst FROM demo_line GROUP BY invoice_id) t ON t.invoice_id = di.invoice_id`,
  );
  // The product's next invoice (a bill run's, a credit note) follows the demo's last number.
  await run(
    ctx,
    `INSERT INTO number_counters (company_id, dataset, kind, last_value) SELECT ${owner}, 'invoice', count(*) FROM demo_invoice
     ON CONFLICT (company_id, dataset, kind) DO UPDATE SET last_value = greatest(number_counters.last_value, excluded.last_value)`,
  );
  await load(
    ctx,
    `INSERT INTO invoice_lines (company_id, dataset, invoice_id, utility_account_id, product_type_id, item_category_id, gl_account_id, line_number,
       description, period_from, period_to, quantity, unit_of_measure, unit_rate, amount, gst)
     SELECT ${owner}, invoice_id, ua_id, product_type_id, item_category_id, gl_account_id, line_number, description, period_from, period_to,
       quantity, unit_of_measure, unit_rate, amount, gst
     FROM demo_line`,
  );
  // Concession rebates: a daily amount, or (Victoria) a share of the electricity usage charges.
  await temp(
    ctx,
    'demo_concession',
    `     SELECT cc.id AS card_id, di.account_id, di.invoice_id, di.invoice_date, di.period_from, di.period_to, di.k,
       CASE WHEN c.usage_percent > 0 THEN round(l.amount * c.usage_percent / 100, 2)
            ELSE round((di.period_to - di.period_from + 1) * c.daily_rebate, 2) END AS amount,
       c.description
     FROM demo_invoice di
     JOIN demo_customer d ON d.i = di.i AND d.concession
     JOIN concession_cards cc ON ${mine('cc')} AND cc.customer_id = d.customer_id AND cc.status = 'VERIFIED'
     JOIN concessions c ON c.id = cc.concession_id
     JOIN demo_line l ON l.invoice_id = di.invoice_id AND l.product_code = 'POWER' AND l.n = 2
     WHERE di.invoice_date BETWEEN cc.valid_from AND cc.valid_to`,
  );
  await load(
    ctx,
    `INSERT INTO concession_card_transactions (company_id, dataset, concession_card_id, customer_account_id, transaction_date, period_from,
       period_to, amount, description, status)
     SELECT ${owner}, card_id, account_id, invoice_date, period_from, period_to, amount, description,
       CASE WHEN k = 0 THEN 'CLAIMED' ELSE 'ACCEPTED' END
     FROM demo_concession WHERE amount > 0`,
  );

  // What the customer pays of an invoice: its total less the concession rebate taken off it, with the late fee charged on it.
  await load(
    ctx,
    `INSERT INTO payments (id, company_id, dataset, customer_account_id, payment_date, amount, method, reference, status)
     SELECT ${ctx.base.payments} + (di.i - 1) * 24 + di.k, ${owner}, di.account_id, di.pay_date,
       round((inv.total - coalesce(c.amount, 0)) * di.pay_percent / 100.0, 2) + CASE WHEN di.late_fee THEN ${LATE_FEE} ELSE 0 END,
       di.payment_method, ${paymentReference('inv.invoice_number')}, CASE WHEN di.dishonoured THEN 'DISHONOURED' ELSE 'CLEARED' END
     FROM demo_invoice di
     JOIN invoices inv ON ${mine('inv')} AND inv.id = di.invoice_id
     LEFT JOIN demo_concession c ON c.invoice_id = di.invoice_id AND c.k > 0 AND c.amount > 0
     WHERE di.pay_percent > 0`,
  );

  const gl = (code: string) => `(SELECT id FROM gl_accounts g WHERE ${mine('g')} AND g.code = '${code}')`;
  const historyStart = `${asOf} - CASE WHEN d.history THEN 366 ELSE 75 END`;
  await load(
    ctx,
    `INSERT INTO transactions (company_id, dataset, customer_account_id, transaction_date, transaction_type, description, reference, amount,
       invoice_id, payment_id, gl_account_id, insert_user)
     SELECT ${owner}, d.account_id, ${historyStart}, 'OPENING', 'Balance brought forward', NULL,
       (20 + ${rnd('d.i', 170, 380)})::numeric + ${rnd('d.i', 171, 100)} / 100.0, NULL::integer, NULL::integer, ${gl('1100')}, 'system'
     FROM demo_customer d
     WHERE d.status <> 'PROSPECT' AND ${payerHabit.stopped('d.payer')} AND d.open_date < ${historyStart} AND ${rnd('d.i', 172, 100)} < 50
     UNION ALL
     SELECT ${owner}, inv.customer_account_id, inv.invoice_date, 'INVOICE', 'Invoice ' || inv.invoice_number, inv.invoice_number, inv.total,
       inv.id, NULL, ${gl('1100')}, 'system'
     FROM invoices inv WHERE ${mine('inv')}
     UNION ALL
     SELECT ${owner}, p.customer_account_id, p.payment_date, 'PAYMENT', 'Payment received (' || replace(lower(p.method), '_', ' ') || ')', p.reference,
       -p.amount, NULL, p.id, ${gl('1000')}, 'system'
     FROM payments p WHERE ${mine('p')}
     UNION ALL
     SELECT ${owner}, p.customer_account_id, p.payment_date + 3, 'DISHONOUR', 'Payment dishonoured', p.reference, p.amount, NULL, p.id, ${gl('1000')}, 'system'
     FROM payments p WHERE ${mine('p')} AND p.status = 'DISHONOURED'
     UNION ALL
     SELECT ${owner}, di.account_id, di.due_date + 7, 'FEE', 'Late payment fee', NULL, ${LATE_FEE}, di.invoice_id, NULL, ${gl('4200')}, 'system'
     FROM demo_invoice di WHERE di.late_fee
     UNION ALL
     SELECT ${owner}, c.account_id, c.invoice_date, 'CONCESSION', c.description, NULL, -c.amount, c.invoice_id, NULL, ${gl('5100')}, 'system'
     FROM demo_concession c WHERE c.k > 0 AND c.amount > 0`,
  );
}

/**
 * Every account's balance: exactly the sum of its transactions; and its credit status from what it
 * has past due on the as-of day (the debtor figures, docs/payments.md): in collections above 500.00,
 * in arrears when an active account has anything past due, else in good standing.
 */
export async function updateBalances(ctx: DemoContext) {
  const { mine, asOf } = sqlBuilders(ctx);
  await load(
    ctx,
    `UPDATE customer_accounts a SET balance = t.balance
     FROM (SELECT customer_account_id, sum(amount) AS balance FROM transactions x WHERE ${mine('x')} GROUP BY customer_account_id) t
     WHERE ${mine('a')} AND a.id = t.customer_account_id AND t.balance <> 0`,
  );
  const accounts = sql.raw(`SELECT id FROM customer_accounts a WHERE ${mine('a')}`);
  await ctx.tx.execute(
    sql`UPDATE customer_accounts a SET credit_status = CASE WHEN ad.overdue > 500 THEN 'COLLECTIONS'
        WHEN ad.overdue > 0 AND a.account_status = 'ACTIVE' THEN 'ARREARS' ELSE 'GOOD' END
      FROM (${agedDebt({ accounts, asOf: sql.raw(asOf) })}) ad WHERE a.id = ad.account_id`,
  );
}
