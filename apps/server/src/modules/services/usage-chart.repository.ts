import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { productTypes, sites, utilityAccounts } from '../../db/schema/index';
import { isEstimatedReadSql } from '../metering/read-quality';

/** The site account a chart is drawn for: its site and unit of measure. */
export async function chartAccount(tx: Tx, siteAccountId: number) {
  const [row] = await tx
    .select({ siteIdentifier: sites.siteIdentifier, location: sites.location, unit: productTypes.unitOfMeasure })
    .from(utilityAccounts)
    .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
    .innerJoin(productTypes, eq(productTypes.id, sites.productTypeId))
    .where(eq(utilityAccounts.id, siteAccountId));
  return row ?? null;
}

export interface UsageRow {
  series: string;
  x: string;
  /** Decimal text (quantity × multiplier), 3 places. */
  y: string;
  estimated: boolean;
}

/**
 * A register's series: its price class when its meter type has one (registers of one class add up),
 * else the meter's own code. Reads that are not actual ones (estimated, substituted, missing data) mark their day.
 */
const SERIES = sql`coalesce(pc.description, m.meter_code)`;
const NOT_ACTUAL = isEstimatedReadSql(sql`r.read_type`);

const registers = (siteAccountId: number, reads: SQL) => sql`
  from meters m
  left join meter_types mt on mt.id = m.meter_type_id
  left join price_classes pc on pc.id = mt.price_class_id
  ${reads}
  where m.utility_account_id = ${siteAccountId}`;

/**
 * Daily usage of a site account's registers from `start` (null: the first read) to `end`: a read
 * covering several days (a basic meter's) is spread evenly over them, so every bar is one day.
 * Daily reads (most of them) are taken as they are; only the others go through generate_series.
 */
export function dailyUsage(tx: Tx, siteAccountId: number, start: string | null, end: string): Promise<UsageRow[]> {
  const from = start === null ? sql`` : sql`and r.read_date >= ${start}::date`;
  const dayFrom = start === null ? sql`` : sql`and d.day >= ${start}::date`;
  return sqlRows<UsageRow>(
    tx,
    sql`select series, day::text as x, round(sum(usage), 3)::text as y, bool_or(estimated) as estimated from (
        select ${SERIES} as series, r.read_date as day, r.quantity * m.multiplier as usage, ${NOT_ACTUAL} as estimated
        ${registers(siteAccountId, sql`join meter_reads r on r.meter_id = m.id and r.period_days = 1 ${from} and r.read_date <= ${end}::date`)}
        union all
        select ${SERIES}, d.day, r.quantity * m.multiplier / r.period_days, ${NOT_ACTUAL}
        ${registers(
          siteAccountId,
          sql`join meter_reads r on r.meter_id = m.id and r.period_days > 1 ${from} and r.read_date - r.period_days < ${end}::date
          cross join lateral (select (r.read_date - g)::date as day from generate_series(0, r.period_days - 1) g) d`,
        )}
        and d.day <= ${end}::date ${dayFrom}
      ) u group by 1, 2 order by 1, 2`,
  );
}

/**
 * The intervals of one day of a site account's registers, each as its start time (HH:mm). A missing
 * interval (quality N) is left out, a gap rather than zero; an interval is marked by its own quality
 * when the market gave one, else by its day's read.
 */
export function intervalUsage(tx: Tx, siteAccountId: number, date: string): Promise<UsageRow[]> {
  return sqlRows<UsageRow>(
    tx,
    sql`select ${SERIES} as series, to_char(time '00:00' + make_interval(mins => (q.n - 1)::int * i.interval_minutes), 'HH24:MI') as x,
        round(sum(q.quantity * m.multiplier), 3)::text as y,
        coalesce(bool_or(coalesce(substr(i.qualities, q.n::int, 1) <> 'A', ${NOT_ACTUAL})), false) as estimated
      ${registers(
        siteAccountId,
        sql`join meter_interval_reads i on i.meter_id = m.id and i.read_date = ${date}::date
        cross join lateral (select u.quantity, u.n from unnest(i.quantities) with ordinality u(quantity, n) where u.quantity is not null) q
        left join meter_reads r on r.meter_id = m.id and r.read_date = i.read_date`,
      )}
      group by 1, 2 order by 1, 2`,
  );
}
