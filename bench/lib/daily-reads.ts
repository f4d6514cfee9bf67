/**
 * Daily meter reads generated set-based in the store, for figures that rate demo accounts at
 * scale (the demo gives a year of reads to its first customers only). Every meter of the chosen
 * utility accounts gets one ACTUAL read a day from `from` to `to`, both SQL expressions over the
 * utility account `ua`; reads already there are kept. The demo's power meters are interval meters
 * (their reads are 48 half hours a day, which these figures do not generate): they become register
 * meters read daily first, else every usage schedule would find no read and the figures would
 * measure bills of fixed charges and NO_READS exceptions only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../apps/server/src/db/client';

export async function insertDailyReads(db: Pick<Tx, 'execute'>, { utilityAccountIds, from, to }: { utilityAccountIds: SQL; from: SQL; to: SQL }) {
  await db.execute(sql`update meters set is_interval = false where is_interval and utility_account_id in (${utilityAccountIds})`);
  await db.execute(
    sql`insert into meter_reads (company_id, dataset, meter_id, read_date, quantity, read_type, source)
        select m.company_id, m.dataset, m.id, d::date, round((4 + m.id % 20 + 2 * sin(extract(doy from d)))::numeric, 3), 'ACTUAL', 'SMART'
        from meters m
        join utility_accounts ua on ua.company_id = m.company_id and ua.dataset = m.dataset and ua.id = m.utility_account_id
        cross join generate_series(${from}, ${to}, interval '1 day') d
        where ua.id in (${utilityAccountIds})
        on conflict do nothing`,
  );
  await db.execute(sql`analyze meter_reads`);
}

/** Rows changed by an UPDATE or INSERT, on either driver. */
export const affectedRows = (result: unknown) => (result as { affectedRows?: number }).affectedRows ?? (result as { rowCount: number }).rowCount;
