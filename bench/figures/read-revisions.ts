/**
 * Revised reads (issue 31): on a fresh store of each database with the generator's demo dataset
 * (BENCH_REVISION_CUSTOMERS customers, 300 by default: its first 200 have half-hour interval reads
 * since the last billed month began, billed on their last invoice), a NEM12 file revising REVISED_DAYS
 * of those billed (meter, day) pairs (quality A, a market update time, every interval 0.010 kWh
 * more) uploaded through the product's own code and job, then its queued days imported as the
 * Meter Read Import task does (`importPendingReads`, which replaces the stored reads and raises one
 * READ_REVISED billing exception per invoice that billed them). Throws unless every one of the days
 * was revised and every invoice got its exception.
 */
import { sql } from 'drizzle-orm';
import { sqlRows } from '../../apps/server/src/db/sql-rows';
import { inBatches } from '../../apps/server/src/lib/batches';
import { IMPORT_BATCH_ROWS, importPendingReads } from '../../apps/server/src/modules/metering/meter-reads.service';
import type { Figure, Row } from '../lib/figure';
import { count, seconds } from '../lib/format';
import { uploadMeterData } from '../lib/meter-data-upload';
import { bootstrappedStore } from '../lib/meter-store';

const REVISED_DAYS = 1_000;
const CUSTOMERS = Number(process.env.BENCH_REVISION_CUSTOMERS ?? 300);
const MORE_PER_INTERVAL = 0.01;

interface BilledDay {
  meterId: number;
  meterCode: string;
  nmi: string;
  readDate: string;
  quantities: string[];
  /** The latest issued invoice that billed the day: the one its READ_REVISED names. */
  invoiceId: number;
}

/** A NEM12 file revising each day: every half-hour interval MORE_PER_INTERVAL kWh more, quality A, updated by the market now. */
function revisionFile(days: BilledDay[]): Buffer {
  const updated = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const lines = [`100,NEM12,${updated.slice(0, 12)},MDPBENCH,RETAILER`];
  let meter = '';
  for (const d of days) {
    if (d.meterCode !== meter) {
      meter = d.meterCode;
      lines.push(`200,${d.nmi},E1,E1,E1,N1,${d.meterCode},kWh,30,`);
    }
    const values = d.quantities.map((q) => (Number(q) + MORE_PER_INTERVAL).toFixed(3));
    lines.push(`300,${d.readDate.replaceAll('-', '')},${values.join(',')},A,,,${updated},${updated}`);
  }
  lines.push('900');
  return Buffer.from(lines.join('\r\n'));
}

export const readRevisions: Figure = {
  title: `Revised reads: a NEM12 revision file of ${count(REVISED_DAYS)} billed half-hour days turned into READ_REVISED exceptions`,
  async run(context) {
    const rows: Row[] = [];
    for (const store of context.stores) {
      const setupStarted = performance.now();
      const { database, scope, scoped } = await bootstrappedStore(store.freshEnv(), CUSTOMERS, 'demo');
      try {
        const days = await scoped(async (tx) => {
          // The demo's register reads waiting on the dashboard would be imported with the file's days.
          await tx.execute(sql`delete from meter_read_imports where status = 'NEW'`);
          return sqlRows<BilledDay>(
            tx,
            sql`select m.id as "meterId", m.meter_code as "meterCode", s.site_identifier as nmi, ir.read_date::text as "readDate",
                ir.quantities::text[] as quantities, billed.invoice_id as "invoiceId"
              from meter_interval_reads ir
              join meters m on m.id = ir.meter_id
              join sites s on s.id = m.site_id
              cross join lateral (
                select max(i.id) as invoice_id from invoice_lines l
                join invoices i on i.id = l.invoice_id and i.kind = 'INVOICE' and i.status not in ('DRAFT', 'VOID')
                where l.utility_account_id = m.utility_account_id and ir.read_date between l.period_from and l.period_to) billed
              where billed.invoice_id is not null and ir.interval_minutes = 30
              order by m.meter_code, ir.read_date
              limit ${REVISED_DAYS}`,
          );
        });
        if (days.length !== REVISED_DAYS) throw new Error(`only ${days.length} billed interval days in a demo dataset of ${CUSTOMERS} customers`);
        const invoices = new Set(days.map((d) => d.invoiceId)).size;
        const setupMs = performance.now() - setupStarted;

        const upload = await uploadMeterData(database, scope, [{ fileName: 'bench-revisions.csv', content: revisionFile(days) }]);
        const importStarted = performance.now();
        const imported = await inBatches(scoped, { size: IMPORT_BATCH_ROWS }, async (tx, limit) => {
          const batch = await importPendingReads(tx, limit);
          if (batch.rejected.length) throw new Error(`${batch.rejected.length} revised days refused`);
          return batch.imported;
        });
        const importMs = performance.now() - importStarted;

        const [outcome] = await scoped((tx) =>
          sqlRows<{ revised: number; exceptions: number }>(
            tx,
            sql`select
                (select count(*)::int from meter_read_revisions v join meter_reads r on r.meter_id = v.meter_id and r.read_date = v.read_date
                  where r.read_type = 'ACTUAL' and r.quantity = v.quantity + ${(48 * MORE_PER_INTERVAL).toFixed(3)}::numeric) as revised,
                (select count(*)::int from billing_exceptions where exception_code = 'READ_REVISED') as exceptions`,
          ),
        );
        if (imported !== REVISED_DAYS || outcome!.revised !== REVISED_DAYS || outcome!.exceptions !== invoices) {
          throw new Error(
            `${imported} days imported, ${outcome!.revised} revised, ${outcome!.exceptions} READ_REVISED for ${invoices} invoices (${REVISED_DAYS} days expected)`,
          );
        }
        rows.push({
          figure: `Revision file of ${count(REVISED_DAYS)} billed half-hour days (NEM12, quality A, a later update time): upload and job into the queue`,
          database: store.label,
          result: `${seconds(upload.uploadMs + upload.importMs)} (upload ${seconds(upload.uploadMs)}, job ${seconds(upload.importMs)}; store of ${count(CUSTOMERS)} demo customers set up in ${seconds(setupMs)})`,
        });
        rows.push({
          figure: `Revision file: its ${count(REVISED_DAYS)} queued days imported, the stored reads replaced and READ_REVISED raised per invoice`,
          database: store.label,
          result: `${seconds(importMs)} · ${count(outcome!.revised)} reads revised · ${count(outcome!.exceptions)} READ_REVISED exceptions (one per invoice)`,
        });
      } finally {
        await database.close();
      }
    }
    return rows;
  },
};
