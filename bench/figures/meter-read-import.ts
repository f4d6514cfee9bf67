/**
 * Meter reads in (issues 15 and 31), in process on a fresh store of each database:
 *  - a meter-read CSV of IMPORT_MAX_ROWS rows (1,000 meters × 50 days) uploaded through the
 *    product's own code (kept in the file store, checked, recorded) and read into the queue on
 *    IMPORTMETERREADS by the upload's job; target 50,000 rows/s;
 *  - a zip of one NEM12 file of 10,000 meters × 30 days of half-hour data (300,000 meter-days,
 *    values as a meter sends them) uploaded the same way, with this process's peak memory;
 *    target under 60 s on PostgreSQL, memory flat (not growing with the file);
 *  - BENCH_READ_IMPORT_ROWS accepted rows waiting in the queue (200,000 by default; the issue's
 *    1,000,000 with BENCH_READ_IMPORT_ROWS=1000000) imported into reads as the Meter Read Import
 *    task does (`importPendingReads`, IMPORT_BATCH_ROWS a transaction); target 1,000,000 in 60 s on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { IMPORT_MAX_ROWS } from '@wattle/contract';
import { inBatches } from '../../apps/server/src/lib/batches';
import { IMPORT_BATCH_ROWS, importPendingReads } from '../../apps/server/src/modules/metering/meter-reads.service';
import type { Figure, Row } from '../lib/figure';
import { count, seconds } from '../lib/format';
import { uploadMeterData, type UploadFigures } from '../lib/meter-data-upload';
import { storeWithMeters } from '../lib/meter-store';

const METERS = 1_000;
const NEM12_METERS = Number(process.env.BENCH_NEM12_METERS ?? 10_000);
const NEM12_DAYS = 30;
const IMPORT_ROWS = Number(process.env.BENCH_READ_IMPORT_ROWS ?? 200_000);
const day = (n: number) => new Date(Date.parse('2000-01-01') + n * 86_400_000).toISOString().slice(0, 10);

/** A NEM12 file of `meters` meters (BENCH-n, NMI BENCHnnnnn, stream E1) × NEM12_DAYS days of 48 half-hour values each, as a meter data provider writes one. */
function nem12File(meters: number): Buffer {
  const lines = ['100,NEM12,202611010000,MDPBENCH,RETAILER'];
  let seed = 1;
  const value = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return ((seed % 2000) / 1000).toFixed(3);
  };
  for (let m = 1; m <= meters; m++) {
    lines.push(`200,BENCH${String(m).padStart(5, '0')},E1,1,E1,N1,BENCH-${m},kWh,30,`);
    for (let d = 0; d < NEM12_DAYS; d++) {
      const date = day(9_435 + d).replaceAll('-', '');
      lines.push(`300,${date},${Array.from({ length: 48 }, value).join(',')},A,,,20261101000000,20261101000500`);
    }
  }
  lines.push('900');
  return Buffer.from(lines.join('\r\n'));
}

const uploadResult = (f: UploadFigures, reads: number) =>
  `${seconds(f.uploadMs + f.importMs)} (upload ${seconds(f.uploadMs)}, job ${seconds(f.importMs)}; ${count(reads / ((f.uploadMs + f.importMs) / 1000))} reads/s; memory ${f.rssBeforeMb} MB before, peak ${f.rssPeakMb} MB)`;

export const meterReadImport: Figure = {
  title: `Meter reads in: CSV of ${count(IMPORT_MAX_ROWS)} rows and zipped NEM12 of ${count(NEM12_METERS)} meters × ${NEM12_DAYS} days into the queue; ${count(IMPORT_ROWS)} accepted rows imported into reads`,
  async run(context) {
    const rows: Row[] = [];
    for (const store of context.stores) {
      const { database, scope, scoped } = await storeWithMeters(store.freshEnv(), Math.max(METERS, NEM12_METERS));
      try {
        const days = IMPORT_MAX_ROWS / METERS;
        const lines = ['meter_code,read_date,reading'];
        for (let m = 1; m <= METERS; m++) for (let d = 0; d < days; d++) lines.push(`BENCH-${m},${day(d)},${1000 + d * 10}`);
        const csv = await uploadMeterData(database, scope, [{ fileName: 'bench.csv', content: Buffer.from(lines.join('\n')) }]);
        rows.push({
          figure: `CSV read upload: ${count(IMPORT_MAX_ROWS)} rows uploaded, checked and read into the queue (target 50,000 rows/s)`,
          database: store.label,
          result: uploadResult(csv, IMPORT_MAX_ROWS),
        });

        const zip = Buffer.from(zipSync({ 'NEM12#BENCH#MDPBENCH#RETAILER.V01': nem12File(NEM12_METERS) }));
        const nem12 = await uploadMeterData(database, scope, [{ fileName: 'bench-nem12.zip', content: zip }]);
        rows.push({
          figure: `Zipped NEM12 upload (${Math.round(zip.length / 1_000_000)} MB): ${count(NEM12_METERS)} meters × ${NEM12_DAYS} days of half-hour data read into the queue (target 60 s on PostgreSQL, memory flat)`,
          database: store.label,
          result: uploadResult(nem12, NEM12_METERS * NEM12_DAYS),
        });
        // The NEM12 days wait too; the import below is of register reads only.
        await scoped((tx) => tx.execute(sql`delete from meter_read_imports where file_name like 'bench-nem12.zip/%'`));

        // The waiting rows to import: the upload's, then more days of every meter after them.
        const queued = IMPORT_MAX_ROWS;
        const more = IMPORT_ROWS - queued;
        await scoped((tx) =>
          tx.execute(sql`insert into meter_read_imports (meter_id, meter_code, read_import_desc, read_date, reading, source)
            select (select id from meters where meter_code = 'BENCH-' || m), 'BENCH-' || m, 'bench', date '2000-01-01' + (${days}::int + d), 1000 + (${days}::int + d) * 10, 'CSV'
            from generate_series(0, ${Math.ceil(more / METERS) - 1}::int) d cross join generate_series(1, ${METERS}::int) m
            limit ${more}::int`),
        );
        await database.db.execute(sql`analyze meter_read_imports`);
        const importStarted = performance.now();
        const imported = await inBatches(scoped, { size: IMPORT_BATCH_ROWS }, async (tx, limit) => {
          const batch = await importPendingReads(tx, limit);
          return batch.imported + batch.rejected.length;
        });
        const importMs = performance.now() - importStarted;
        rows.push({
          figure: `Import of ${count(IMPORT_ROWS)} accepted rows into reads, ${count(IMPORT_BATCH_ROWS)} a transaction (target 1,000,000 in 60 s on PostgreSQL)`,
          database: store.label,
          result: `${seconds(importMs)} (${count(imported / (importMs / 1000))} rows/s, ${count(imported)} imported)`,
        });
      } finally {
        await database.close();
      }
    }
    return rows;
  },
};
