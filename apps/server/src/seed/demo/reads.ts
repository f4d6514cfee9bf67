import { billingMonth, DEMO_LIMITS, lastBilledMonth, lit, load, sqlBuilders, type DemoContext } from './context';
import { halfHourProfile } from './files';
import { DEMO_PHOTOS, demoPhotoFolder } from './photos';
import { REGISTER_TOU_PLAN, siteMeters } from './services';

/** Winter peaks in mid July. */
const season = (day: string) => `(1 + 0.2 * cos(2 * pi() * (extract(doy FROM ${day}) - 196) / 365))::numeric`;
/** Solar export peaks in mid January. */
const sunshine = (day: string) => `(1 - 0.35 * cos(2 * pi() * (extract(doy FROM ${day}) - 15) / 365))::numeric`;
/** Daily kWh a solar site exports on an average day. */
const SOLAR_EXPORT = 6.5;

/**
 * Meter reads of every customer but prospects (up to DEMO_LIMITS.meteredCustomers), as their meter kind gives them: daily reads of
 * power meters (smart: registers their share of the day, solar export its own curve; over the 12
 * months invoiced for the customers with history (DEMO_LIMITS.historyCustomers), from 90 days before
 * the last billed period for the others, who have their last bill only), a register read of gas and water meters (basic) at the end of each billing period
 * of the last 12 months (so every last bill has one), interval reads
 * of the first DEMO_LIMITS.intervalCustomers customers' general power meters since the last billed
 * month began (the day's read spread over a typical profile, the daily read then set to their sum), and meter-read imports with photos
 * waiting on the dashboard.
 */
export async function insertReads(ctx: DemoContext) {
  const { rnd, owner, mine, asOf } = sqlBuilders(ctx);
  const day = `${asOf} - 1 - q`;
  // Days back to the first day of the 12 months billed (a customer with history is invoiced for them: the reads behind every invoice).
  const historyDays = `${asOf} - 1 - (${billingMonth(asOf)} - interval '12 months')::date`;
  // Days back to 90 days before the last billed period began: that period, the days since, and HIGH_USAGE's 90 days before it.
  const recentDays = `${asOf} - (${billingMonth(asOf)} - make_interval(months => d.cycle_months))::date + 90`;
  await load(
    ctx,
    `INSERT INTO meter_reads (company_id, dataset, meter_id, read_date, quantity, read_type, source)
     SELECT ${owner}, m.meter_id, ${day},
       round(CASE WHEN m.meter_type = 'PWR_SOLAR' THEN ${SOLAR_EXPORT} * ${sunshine(day)}
                  ELSE m.share * CASE d.type WHEN 'COMPANY' THEN 48 WHEN 'OCCUPIER' THEN 7.5 ELSE 10.5 END * ${season(day)}
                       * CASE WHEN extract(isodow FROM ${day}) >= 6 THEN 1.1 ELSE 1 END END
             * (70 + ${rnd(`(m.meter_id - ${ctx.base.meters}) * 400 + q`, 210, 61)}) / 100.0, 3),
       CASE WHEN ${rnd(`(m.meter_id - ${ctx.base.meters}) * 400 + q`, 211, 100)} < 2 THEN 'ESTIMATED' ELSE 'ACTUAL' END, 'SMART'
     FROM demo_site s
     JOIN demo_customer d ON d.i = s.i
     CROSS JOIN LATERAL (${siteMeters(ctx)}) m
     CROSS JOIN LATERAL generate_series(0, CASE WHEN d.history THEN ${historyDays} ELSE ${recentDays} END) q
     WHERE s.product = 'POWER' AND d.status <> 'PROSPECT' AND d.i <= ${DEMO_LIMITS.meteredCustomers}
       AND ${day} >= d.open_date AND (d.close_date IS NULL OR ${day} <= d.close_date)`,
  );
  // Read on the last day of each of the last 12 months' billing periods (or the close date), for the days since the one before.
  const periodEnd = `(${billingMonth(asOf)} - make_interval(months => q * d.cycle_months))::date - 1`;
  await load(
    ctx,
    `INSERT INTO meter_reads (company_id, dataset, meter_id, read_date, quantity, reading, period_days, read_type, source)
     SELECT ${owner}, meter_id, read_date, quantity, start_reading + sum(quantity) OVER (PARTITION BY meter_id ORDER BY read_date), period_days, read_type,
       'MANUAL'
     FROM (
       SELECT s.meter_id, p.read_date, p.days AS period_days,
         round(p.days * CASE s.product WHEN 'GAS' THEN CASE d.type WHEN 'COMPANY' THEN 85 ELSE 22 END ELSE 0.12 END * ${season('p.read_date')}
               * (70 + ${rnd('s.i * 12 + q', 215, 61)}) / 100.0, 3) AS quantity,
         (1000 + ${rnd('s.i', 216, 50000)})::numeric AS start_reading,
         CASE WHEN ${rnd('s.i * 12 + q', 217, 100)} < 10 THEN 'CUSTOMER' WHEN ${rnd('s.i * 12 + q', 217, 100)} < 20 THEN 'ESTIMATED' ELSE 'ACTUAL' END AS read_type
       FROM demo_site s
       JOIN demo_customer d ON d.i = s.i
       CROSS JOIN generate_series(0, 11) q
       CROSS JOIN LATERAL (SELECT least(${periodEnd}, d.close_date) AS read_date,
         least(${periodEnd}, d.close_date) - greatest((${billingMonth(asOf)} - make_interval(months => (q + 1) * d.cycle_months))::date, d.open_date) + 1 AS days) p
       WHERE s.product IN ('GAS', 'WATER') AND d.status <> 'PROSPECT' AND d.i <= ${DEMO_LIMITS.meteredCustomers} AND q < 12 / d.cycle_months
         AND p.days > 0
     ) r`,
  );
  const weights = `ARRAY[${halfHourProfile().join(',')}]::numeric[]`;
  await load(
    ctx,
    `INSERT INTO meter_interval_reads (company_id, dataset, meter_id, read_date, interval_minutes, quantities)
     SELECT ${owner}, r.meter_id, r.read_date, 30,
       ARRAY(SELECT round(r.quantity * w.weight, 3) FROM unnest(${weights}) WITH ORDINALITY w(weight, h) ORDER BY h)
     FROM demo_site s
     JOIN meter_reads r ON ${mine('r')} AND r.meter_id = s.meter_id AND r.read_date >= least(${asOf} - 30, ${lastBilledMonth(asOf)})
     WHERE s.product = 'POWER' AND s.plan_code <> '${REGISTER_TOU_PLAN}' AND s.i <= ${DEMO_LIMITS.intervalCustomers}`,
  );
  // One source per day (billing-rules §4): a day's daily total is the sum of its rounded intervals.
  await load(
    ctx,
    `UPDATE meter_reads r SET quantity = (SELECT sum(q) FROM unnest(i.quantities) q)
     FROM meter_interval_reads i
     WHERE ${mine('i')} AND ${mine('r')} AND r.meter_id = i.meter_id AND r.read_date = i.read_date`,
  );

  // The photos themselves go into the file store once these rows are committed (photos.ts).
  const folder = demoPhotoFolder(ctx);
  await load(
    ctx,
    `INSERT INTO meter_read_imports (company_id, dataset, meter_id, meter_code, read_import_desc, read_date, reading, image_path, source, file_name,
       status, error_message, imported_at)
     SELECT ${owner}, m.id, m.meter_code, 'Read of meter ' || m.meter_code || ' at ' || si.location, ${asOf} - ${rnd('x.n', 220, 14)},
       (1000 + ${rnd('x.n', 221, 90000)})::numeric + ${rnd('x.n', 223, 10)} / 10.0,
       CASE WHEN x.n % 5 <> 0 THEN ${lit(folder)} || '/meter-' || (1 + x.n % ${DEMO_PHOTOS}) || '.png' END,
       CASE WHEN x.n % 5 = 0 THEN 'CSV' ELSE 'PHOTO' END,
       CASE WHEN x.n % 5 = 0 THEN 'reads-' || to_char(${asOf}, 'YYYYMMDD') || '.csv' END,
       st.status, CASE WHEN st.status = 'REJECTED' THEN 'Reading is lower than the previous read' END,
       CASE WHEN st.status = 'IMPORTED' THEN ${asOf} - 1 + time '09:00' END
     FROM (
       SELECT s.meter_id, row_number() OVER (ORDER BY s.i, s.k) AS n FROM demo_site s JOIN demo_customer d ON d.i = s.i
       WHERE d.status = 'ACTIVE' AND s.i <= ${DEMO_LIMITS.meterReadImports}
     ) x
     CROSS JOIN LATERAL (SELECT CASE WHEN ${rnd('x.n', 222, 10)} = 0 THEN 'REJECTED' WHEN ${rnd('x.n', 222, 10)} = 1 THEN 'IMPORTED' ELSE 'NEW' END AS status) st
     JOIN meters m ON ${mine('m')} AND m.id = x.meter_id
     JOIN sites si ON ${mine('si')} AND si.id = m.site_id`,
  );
}
