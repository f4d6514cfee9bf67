import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Config } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { systemJobs, users } from '../../apps/server/src/db/schema/index';
import type { Scoped } from '../../apps/server/src/lib/batches';
import { withScope, type Scope } from '../../apps/server/src/db/tenancy';
import { databaseFileStore } from '../../apps/server/src/lib/files/database-store';
import type { Mailer } from '../../apps/server/src/lib/mailer';
import { meterDataImportJob } from '../../apps/server/src/modules/dashboard/meter-data-import.job';
import { receiveMeterData } from '../../apps/server/src/modules/dashboard/meter-read-upload.service';
import { KeptFiles } from '../../apps/server/src/modules/metering/meter-data-files';

export interface UploadFigures {
  /** The upload as the request does it: streamed into the file store, unzipped, checked, recorded. */
  uploadMs: number;
  /** The import job: every file streamed from the file store into the import queue. */
  importMs: number;
  /** This process's resident memory before, and its highest while the upload and its job ran (sampled every 50 ms). */
  rssBeforeMb: number;
  rssPeakMb: number;
}

/**
 * Uploads meter data files to the company's Meter Read Import task through the product's own code
 * (what the upload route and the meter-data-import job run), in this process, and measures it.
 */
export async function uploadMeterData(database: Database, scope: Scope, files: { fileName: string; content: Buffer }[]): Promise<UploadFigures> {
  const scoped: Scoped = (work) => withScope(database.db, scope, work);
  const [task] = await scoped((tx) => tx.select({ id: systemJobs.id }).from(systemJobs).where(eq(systemJobs.name, 'Meter Read Import')));
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const store = databaseFileStore(database.db);
  const mb = () => Math.round(process.memoryUsage().rss / 1_000_000);
  const rssBeforeMb = mb();
  let rssPeakMb = rssBeforeMb;
  const sampling = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, mb())), 50);
  try {
    const started = performance.now();
    const kept = new KeptFiles(store, scope);
    const uploads = [];
    for (const file of files) uploads.push(await kept.keep(file.fileName, Readable.from([file.content])));
    const { uploadId } = await receiveMeterData(scoped, kept, task!.id, uploads, { userId: admin!.id, username: 'admin', ipAddress: '127.0.0.1' });
    const uploadMs = performance.now() - started;
    const deps = { database, files: store, mailer: undefined as unknown as Mailer, config: undefined as unknown as Config };
    await meterDataImportJob.run(deps, { ...scope, uploadId });
    return { uploadMs, importMs: performance.now() - started - uploadMs, rssBeforeMb, rssPeakMb };
  } finally {
    clearInterval(sampling);
  }
}
