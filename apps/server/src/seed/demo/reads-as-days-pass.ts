import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { halfHourProfile } from './files';

/** At most this many days are caught up at once (a demo left unopened for longer restarts from there). */
const CATCH_UP_DAYS = 400;

/**
 * The demo dataset's reads as the days pass (docs/data-model.md, "Reads as the days pass"): up to
 * `yesterday`, each smart (power) meter of an open account gets a daily read for every day since
 * its last, near its last four weeks' average (interval meters their half hours too, the daily
 * read their sum), and each basic (gas, water) meter a register read at the end of every billing
 * period of its account's cycle since its last. Meters without any read are left alone. Runs in
 * the demo dataset's scope; what is already there is never written again.
 */
export async function addDemoReads(tx: Tx, yesterday: string): Promise<void> {
  const day = sql`${yesterday}::date`;
  const catchUp = sql.raw(String(CATCH_UP_DAYS));
  const weights = sql.raw(`ARRAY[${halfHourProfile().join(',')}]::numeric[]`);
  await tx.execute(sql`
    INSERT INTO meter_reads (meter_id, read_date, quantity, read_type, source)
    SELECT m.id, d.day::date,
      round(base.daily * (85 + wattle_rand(m.id::bigint * 100000 + (d.day::date - date '2000-01-01'), 231, 31)) / 100.0, 3), 'ACTUAL', 'SMART'
    FROM meters m
    JOIN utility_accounts u ON u.id = m.utility_account_id AND u.account_status = 'ACTIVE'
    JOIN product_types pt ON pt.id = m.product_type_id AND pt.code = 'POWER'
    CROSS JOIN LATERAL (SELECT max(read_date) AS last FROM meter_reads r WHERE r.meter_id = m.id) l
    CROSS JOIN LATERAL (SELECT avg(quantity) AS daily FROM meter_reads r WHERE r.meter_id = m.id AND r.read_date > l.last - 28) base
    CROSS JOIN LATERAL generate_series(greatest(l.last + 1, ${day} - ${catchUp}), least(${day}, coalesce(u.close_date, ${day})), interval '1 day') d(day)
    WHERE l.last < ${day}`);
  await tx.execute(sql`
    INSERT INTO meter_interval_reads (meter_id, read_date, interval_minutes, quantities)
    SELECT r.meter_id, r.read_date, 30, ARRAY(SELECT round(r.quantity * w.weight, 3) FROM unnest(${weights}) WITH ORDINALITY w(weight, h) ORDER BY h)
    FROM meter_reads r
    JOIN meters m ON m.id = r.meter_id AND m.is_interval
    WHERE r.source = 'SMART' AND r.read_date > ${day} - ${catchUp}
      AND EXISTS (SELECT 1 FROM meter_interval_reads i WHERE i.meter_id = r.meter_id)
      AND NOT EXISTS (SELECT 1 FROM meter_interval_reads i WHERE i.meter_id = r.meter_id AND i.read_date = r.read_date)`);
  // One source per day (billing-rules §4): the daily read of a day with intervals is their sum.
  await tx.execute(sql`
    UPDATE meter_reads r SET quantity = (SELECT sum(q) FROM unnest(i.quantities) q)
    FROM meter_interval_reads i
    WHERE r.meter_id = i.meter_id AND r.read_date = i.read_date AND i.read_date > ${day} - ${catchUp}
      AND r.quantity <> (SELECT sum(q) FROM unnest(i.quantities) q)`);
  await tx.execute(sql`
    INSERT INTO meter_reads (meter_id, read_date, quantity, reading, period_days, read_type, source)
    SELECT m.id, p.period_end, p.quantity, l.reading + sum(p.quantity) OVER (PARTITION BY m.id ORDER BY p.period_end), p.days, 'ACTUAL', 'MANUAL'
    FROM meters m
    JOIN utility_accounts u ON u.id = m.utility_account_id AND u.account_status = 'ACTIVE'
    JOIN product_types pt ON pt.id = m.product_type_id AND pt.code IN ('GAS', 'WATER')
    JOIN customer_accounts ca ON ca.id = u.customer_account_id
    LEFT JOIN billing_cycles bc ON bc.id = ca.billing_cycle_id
    CROSS JOIN LATERAL (
      SELECT r.read_date AS last, coalesce(r.reading, 0) AS reading, r.quantity / greatest(r.period_days, 1) AS daily
      FROM meter_reads r WHERE r.meter_id = m.id ORDER BY r.read_date DESC LIMIT 1
    ) l
    CROSS JOIN LATERAL (
      SELECT e.period_end, e.period_end - s.period_start + 1 AS days,
        round((e.period_end - s.period_start + 1) * l.daily * (85 + wattle_rand(m.id::bigint * 1000 + k, 232, 31)) / 100.0, 3) AS quantity
      FROM generate_series(1, 24) k
      CROSS JOIN LATERAL (SELECT (l.last + 1 + make_interval(months => (k - 1) * coalesce(bc.period_months, 1)))::date AS period_start) s
      CROSS JOIN LATERAL (SELECT (l.last + 1 + make_interval(months => k * coalesce(bc.period_months, 1)))::date - 1 AS period_end) e
    ) p
    WHERE p.period_end <= least(${day}, coalesce(u.close_date, ${day}))`);
}
