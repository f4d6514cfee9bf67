/** Meter data files as delivered (issue 31 item 3): .csv, .Vnn and .zip uploads, the kind read from the content, bad zips refused whole. */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Zip, ZipDeflate, zipSync, strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  METER_DATA_ZIP_MAX_BYTES,
  METER_DATA_ZIP_MAX_FILES,
  METER_DATA_ZIP_PACKING,
  METER_DATA_INBOX,
  METER_DATA_INBOX_SENDER,
  texts,
  type MeterDataUpload,
  type MeterDataUploadResponse,
  type ScheduledTask,
} from '@wattle/contract';
import { meterDataFiles, meterDataUploads, meterReadImports, storedFiles } from '../src/db/schema/index';
import { meterDataInboxJob } from '../src/modules/dashboard/meter-data-inbox.job';
import { readFile } from '../src/lib/files/index';
import { meterDataImportJob } from '../src/modules/dashboard/meter-data-import.job';
import { as, createTestApp, login, workUnfinished, type TestApp } from './helpers';
import { multipart } from './multipart-fixtures';
import { uploadMeterData } from './meter-data-fixtures';
import { addCustomer, createTenant, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

const csv = texts.dashboard.csv;
let t: TestApp;
let scope: Scope;
let admin: ReturnType<typeof as>;
let other: ReturnType<typeof as>;
let uploadUrl: string;
let otherUrl: string;
/** Meter codes unique to this run (the PostgreSQL project shares a database between files). */
const run = `MDF${Date.now().toString(36).toUpperCase()}`;
let sequence = 0;

const importUrl = async (caller: ReturnType<typeof as>) => {
  const tasks = (await caller({ method: 'GET', url: '/api/dashboard/scheduled-tasks' })).json<ScheduledTask[]>();
  return `/api/dashboard/schedules/${tasks.find((task) => task.name === 'Meter Read Import')!.id}/import-csv-file`;
};

beforeAll(async () => {
  t = await createTestApp();
  scope = await adminScope(t.database);
  admin = as(t.app, await login(t.app));
  const { username } = await createTenant(t.database, `${run}O`.slice(0, 20));
  other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
  uploadUrl = await importUrl(admin);
  otherUrl = await importUrl(other);
}, 120_000);
afterAll(() => t.close());

/** A meter of a new customer of the admin's company. */
async function meter() {
  const n = ++sequence;
  const meterCode = `${run}-${n}`;
  await addCustomer(t.database, scope, {
    name: `Files ${n}`,
    type: 'RESIDENT',
    accountNumber: `${run}-${n}`,
    site: { location: `${n} File Street`, siteIdentifier: `${run}-S${n}`, meterCode },
  });
  return meterCode;
}

const upload = (files: { fileName: string; content: string | Uint8Array }[], caller = admin, url = uploadUrl) =>
  uploadMeterData(
    t,
    caller,
    url,
    files.map((f, i) => ({ name: `file${i}`, fileName: f.fileName, content: Buffer.from(f.content) })),
  );
const messages = (res: { json: () => unknown }) => {
  const body = res.json() as { message: string }[] | { messages: { message: string }[] };
  return (Array.isArray(body) ? body : body.messages).map((m) => m.message);
};
const queued = (meterCodes: string[]) =>
  t.database.db
    .select({
      meterCode: meterReadImports.meterCode,
      readDate: meterReadImports.readDate,
      status: meterReadImports.status,
      fileName: meterReadImports.fileName,
    })
    .from(meterReadImports)
    .where(inArray(meterReadImports.meterCode, meterCodes))
    .orderBy(asc(meterReadImports.meterCode), asc(meterReadImports.readDate));

const flat = (value: string, n = 48) => Array.from({ length: n }, () => value).join(',');
/** A NEM12 file of one 30-minute kWh stream of the meter, one day a date. */
const nem12 = (meterCode: string, ...dates: string[]) =>
  [
    '100,NEM12,202611250900,MDPX,RETAILER',
    `200,4100000099,E1,E1,E1,N1,${meterCode},kWh,30,20261231`,
    ...dates.map((date) => `300,${date},${flat('0.5')},A,,,20261125090000,20261125090500`),
    '900',
  ].join('\r\n');
/** A NEM13 file of one register read of the meter. */
const nem13 = (meterCode: string, date: string) =>
  [
    '100,NEM13,202611250900,MDPX,RETAILER',
    `250,4100000099,E1,1,E1,E1,${meterCode},E,100,20260901000000,A,,,160,${date}000000,A,,,60,kWh,20270107,20261002120000,20261002130000`,
    '900',
  ].join('\r\n');
const readCsv = (meterCode: string, date: string, reading: string) => `meter_code,read_date,reading\n${meterCode},${date},${reading}\n`;

describe('meter data files by name and content', () => {
  it('reads a NEM12 file named .V01 and a meter-read CSV named .v02 each by its content', async () => {
    const [a, b] = [await meter(), await meter()];
    const res = await upload([
      { fileName: `NEM12#0001#MDPX#RETAILER.V01`, content: nem12(a, '20261001') },
      { fileName: 'reads.v02', content: readCsv(b, '2026-10-01', '12') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(messages(res).slice(1)).toEqual([
      csv.received(2, 0, 0),
      `NEM12#0001#MDPX#RETAILER.V01: ${csv.received(1, 0, 0)}`,
      `reads.v02: ${csv.received(1, 0, 0)}`,
    ]);
    expect((await queued([a, b])).map((r) => [r.meterCode, r.status])).toEqual([
      [a, 'NEW'],
      [b, 'NEW'],
    ]);
  });

  it.each([
    ['a PDF', 'statement.csv', '%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'],
    ['random text', 'notes.V01', 'Dear retailer,\nplease find the reads attached.\n'],
  ])('refuses %s with its name and line, queueing nothing of the upload', async (_kind, fileName, content) => {
    const m = await meter();
    const res = await upload([
      { fileName: 'good.csv', content: readCsv(m, '2026-10-02', '5') },
      { fileName, content },
    ]);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([`${fileName} line 1: ${csv.unknownFormat}`]);
    expect(await queued([m])).toEqual([]);
  });

  it("rejects the days of a file for another company's meters (meter X does not exist) with the file and line", async () => {
    const m = await meter();
    const res = await upload([{ fileName: 'NEM12#0009#MDPX#OTHER.V01', content: nem12(m, '20261001', '20261002') }], other, otherUrl);
    expect(res.statusCode, res.body).toBe(200);
    expect(messages(res).slice(1)).toEqual([
      csv.received(0, 2, 0),
      `NEM12#0009#MDPX#OTHER.V01 line 3: ${csv.unknownMeter(m)}`,
      `NEM12#0009#MDPX#OTHER.V01 line 4: ${csv.unknownMeter(m)}`,
    ]);
    expect((await queued([m])).map((r) => r.status)).toEqual(['REJECTED', 'REJECTED']);
  });

  it('refuses a name that is not .csv, .Vnn or .zip, naming the file', async () => {
    const res = await upload([{ fileName: 'reads.txt', content: readCsv('X', '2026-10-01', '1') }]);
    expect(messages(res)).toEqual([csv.notMeterDataName('reads.txt')]);
  });
});

describe('zips', () => {
  it('reads each file of a zip (two NEM12 files and a NEM13 file) and reports each on its own, leaving out folders and macOS junk', async () => {
    const [a, b, c] = [await meter(), await meter(), await meter()];
    const zip = zipSync({
      'NEM12#0001#MDPX#RETAILER.V01': strToU8(nem12(a, '20261001', '20261002')),
      'october/NEM12#0002#MDPX#RETAILER.V01': strToU8(nem12(b, '20261001')),
      'NEM13#0003#MDPX#RETAILER.csv': strToU8(nem13(c, '20261001')),
      'october/': new Uint8Array(0),
      '__MACOSX/._NEM12#0001#MDPX#RETAILER.V01': strToU8('\0\u0005\u0016\u0007'),
      '.DS_Store': strToU8('\0\0\0\u0001Bud1'),
    });
    const res = await upload([{ fileName: 'reads.zip', content: zip }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(messages(res).slice(1)).toEqual([
      csv.received(4, 0, 0),
      `reads.zip/NEM12#0001#MDPX#RETAILER.V01: ${csv.received(2, 0, 0)}`,
      `reads.zip/october/NEM12#0002#MDPX#RETAILER.V01: ${csv.received(1, 0, 0)}`,
      `reads.zip/NEM13#0003#MDPX#RETAILER.csv: ${csv.received(1, 0, 0)}`,
    ]);
    expect((await queued([a, b, c])).map((r) => [r.meterCode, r.readDate, r.fileName])).toEqual([
      [a, '2026-10-01', 'reads.zip/NEM12#0001#MDPX#RETAILER.V01'],
      [a, '2026-10-02', 'reads.zip/NEM12#0001#MDPX#RETAILER.V01'],
      [b, '2026-10-01', 'reads.zip/october/NEM12#0002#MDPX#RETAILER.V01'],
      [c, '2026-10-01', 'reads.zip/NEM13#0003#MDPX#RETAILER.csv'],
    ]);
  });

  it("refuses a bad file in a zip with the zip's name, the file's and the line, queueing nothing of the zip", async () => {
    const [a, b] = [await meter(), await meter()];
    const zip = zipSync({ 'a.V01': strToU8(nem12(a, '20261001')), 'b.V01': strToU8(nem12(b, '20261001').replace('\r\n900', '')) });
    const res = await upload([{ fileName: 'reads.zip', content: zip }]);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([csv.refused(1), `reads.zip/b.V01 line 3: ${texts.dashboard.nem12.noEnd}`]);
    expect(await queued([a, b])).toEqual([]);
  });

  it('refuses a truncated zip, one cut in its central directory and one with a damaged file, with the name and the reason', async () => {
    const m = await meter();
    const zip = zipSync({ 'a.V01': strToU8(nem12(m, '20261001', '20261002', '20261003')) });
    const damaged = Buffer.from(zip);
    damaged[60] = damaged[60]! ^ 0xff;
    for (const bad of [zip.subarray(0, Math.floor(zip.length / 2)), zip.subarray(0, zip.length - 10), damaged]) {
      const res = await upload([{ fileName: 'reads.zip', content: bad }]);
      expect(res.statusCode).toBe(400);
      expect(messages(res)[0]).toMatch(new RegExp(`^reads\\.zip(/a\\.V01)?: ${csv.zipDamaged}$`));
    }
    expect(await queued([m])).toEqual([]);
  });

  it('refuses a zip bomb before unpacking it (200 MB of zeros in about 200 kB), and a zip of too many files', async () => {
    const parts: Uint8Array[] = [];
    const bomb = new Zip((error, chunk) => {
      if (error) throw error;
      parts.push(chunk);
    });
    const entry = new ZipDeflate('zeros.V01', { level: 9 });
    bomb.add(entry);
    const megabyte = new Uint8Array(1 << 20);
    for (let i = 0; i < 200; i++) entry.push(megabyte, i === 199);
    bomb.end();
    const zipped = Buffer.concat(parts);
    expect(zipped.length).toBeLessThan(300_000);
    const res = await upload([{ fileName: 'bomb.zip', content: zipped }]);
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([`bomb.zip/zeros.V01: ${csv.zipBomb(METER_DATA_ZIP_PACKING.ratio)}`]);

    // A zip whose files claim more than the limit in all is refused before anything is unpacked.
    const claimed = Buffer.from(zipSync({ 'a.V01': strToU8('100,NEM12\n') }));
    const central = claimed.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    claimed.writeUInt32LE(METER_DATA_ZIP_MAX_BYTES + 1, central + 24);
    expect(messages(await upload([{ fileName: 'claims.zip', content: claimed }]))).toEqual([`claims.zip: ${csv.zipTooLarge(METER_DATA_ZIP_MAX_BYTES)}`]);

    const many = zipSync(Object.fromEntries(Array.from({ length: METER_DATA_ZIP_MAX_FILES + 1 }, (_, i) => [`${i}.csv`, strToU8('meter_code\n')])));
    expect(messages(await upload([{ fileName: 'many.zip', content: many }]))).toEqual([`many.zip: ${csv.zipTooManyFiles(METER_DATA_ZIP_MAX_FILES)}`]);
  });

  it('refuses a file that claims a smaller size than it unpacks to, without unpacking past the claim', async () => {
    const zip = Buffer.from(zipSync({ 'a.csv': new Uint8Array(1_000_000) }));
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(10, central + 24);
    expect(messages(await upload([{ fileName: 'liar.zip', content: zip }]))).toEqual([`liar.zip/a.csv: ${csv.zipDamaged}`]);
  });

  it('refuses a zip inside a zip', async () => {
    const inner = zipSync({ 'a.csv': strToU8(readCsv('X', '2026-10-01', '1')) });
    const res = await upload([{ fileName: 'outer.zip', content: zipSync({ 'inner.zip': inner }) }]);
    expect(messages(res)).toEqual([`outer.zip/inner.zip: ${csv.zipInZip}`]);
  });
});

describe('received files kept', () => {
  const kept = (names: string[]) =>
    t.database.db
      .select({
        fileName: meterDataFiles.fileName,
        sender: meterDataFiles.sender,
        sizeBytes: meterDataFiles.sizeBytes,
        sha256: meterDataFiles.sha256,
        storageKey: meterDataFiles.storageKey,
        queued: meterDataFiles.queued,
        rejected: meterDataFiles.rejected,
        alreadyReceived: meterDataFiles.alreadyReceived,
      })
      .from(meterDataFiles)
      .where(and(eq(meterDataFiles.companyId, scope.companyId), inArray(meterDataFiles.fileName, names)))
      .orderBy(asc(meterDataFiles.fileName));

  it('keeps each file of a zip in the file store with its name, sender, size, checksum and result; the same zip again changes nothing and says so', async () => {
    const [a, b] = [await meter(), await meter()];
    const first = nem12(a, '20261003');
    const second = readCsv(b, '2026-10-03', '7') + `${run}-NOPE,2026-10-03,8\n`;
    const zip = zipSync({ 'a.V01': strToU8(first), 'b.csv': strToU8(second) });
    const res = await upload([{ fileName: `${run}.zip`, content: zip }]);
    expect(res.statusCode, res.body).toBe(200);
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const rejection = `${run}.zip/b.csv line 3: ${csv.unknownMeter(`${run}-NOPE`)}`;
    expect(await kept([`${run}.zip/a.V01`, `${run}.zip/b.csv`])).toEqual([
      {
        fileName: `${run}.zip/a.V01`,
        sender: 'admin',
        sizeBytes: first.length,
        sha256: sha(first),
        storageKey: expect.stringMatching(/^meter-data-files\//) as string,
        queued: 1,
        rejected: [],
        alreadyReceived: 0,
      },
      {
        fileName: `${run}.zip/b.csv`,
        sender: 'admin',
        sizeBytes: second.length,
        sha256: sha(second),
        storageKey: expect.stringMatching(/^meter-data-files\//) as string,
        queued: 1,
        rejected: [rejection],
        alreadyReceived: 0,
      },
    ]);
    const [, keptSecond] = await kept([`${run}.zip/a.V01`, `${run}.zip/b.csv`]);
    const stored = await readFile(t.app.files, scope, keptSecond!.storageKey);
    expect(stored?.content.toString()).toBe(second);
    const rowsBefore = await queued([a, b, `${run}-NOPE`]);

    const again = await upload([{ fileName: `${run}-again.zip`, content: zip }]);
    expect(again.statusCode, again.body).toBe(200);
    expect(messages(again).slice(1)).toEqual([
      csv.received(0, 0, 3),
      `${run}-again.zip/a.V01: ${csv.fileAlreadyReceived}`,
      `${run}-again.zip/b.csv: ${csv.fileAlreadyReceived}`,
    ]);
    expect(await queued([a, b, `${run}-NOPE`])).toEqual(rowsBefore);
    // Recorded as received again, every read already received, the bytes those of the first copy.
    expect(await kept([`${run}-again.zip/a.V01`, `${run}-again.zip/b.csv`])).toMatchObject([
      { sha256: sha(first), queued: 0, rejected: [], alreadyReceived: 1 },
      { sha256: sha(second), storageKey: keptSecond!.storageKey, queued: 0, rejected: [], alreadyReceived: 2 },
    ]);
  });

  it('tells a single file received before from a new one, and keeps nothing of a refused upload', async () => {
    const m = await meter();
    const content = readCsv(m, '2026-10-04', '9');
    expect(messages(await upload([{ fileName: `${run}-once.csv`, content }]))).toHaveLength(2);
    expect(messages(await upload([{ fileName: `${run}-twice.csv`, content }])).slice(1)).toEqual([
      csv.received(0, 0, 1),
      `${run}-twice.csv: ${csv.fileAlreadyReceived}`,
    ]);
    const storedBefore = await t.database.db.$count(storedFiles);
    const bad = await upload([
      { fileName: `${run}-good.csv`, content: readCsv(m, '2026-10-05', '10') },
      { fileName: `${run}-bad.csv`, content: 'meter_code,read_date,reading\nX,2026-13-01,1\n' },
    ]);
    expect(bad.statusCode).toBe(400);
    // The files it streamed into the file store before the bad one was read are gone again.
    expect(await t.database.db.$count(storedFiles)).toBe(storedBefore);
    expect(await kept([`${run}-once.csv`, `${run}-twice.csv`, `${run}-good.csv`, `${run}-bad.csv`])).toMatchObject([
      { fileName: `${run}-once.csv`, queued: 1 },
      { fileName: `${run}-twice.csv`, alreadyReceived: 1 },
    ]);
  });

  it("follows an upload's progress, and another company's upload is not found", async () => {
    const m = await meter();
    const { payload, headers } = multipart([{ name: 'file0', fileName: `${run}-progress.csv`, content: readCsv(m, '2026-10-06', '11') }]);
    const posted = await admin({ method: 'POST', url: uploadUrl, payload, headers });
    expect(posted.statusCode, posted.body).toBe(200);
    const { uploadId, messages: answer } = posted.json<MeterDataUploadResponse>();
    expect(answer).toEqual([{ message: texts.dashboard.fileUploaded, messageType: 'Success' }]);
    const url = `/api/dashboard/meter-data-uploads/${uploadId}`;
    // Nothing works jobs in this server: the upload waits, its reads counted, none read yet.
    expect((await admin({ method: 'GET', url })).json<MeterDataUpload>()).toEqual({
      id: uploadId,
      status: 'QUEUED',
      totalReads: 1,
      doneReads: 0,
      messages: [],
    });
    expect((await other({ method: 'GET', url })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/dashboard/meter-data-uploads/abc' })).statusCode).toBe(400);
    await workUnfinished(t, meterDataImportJob);
    expect((await admin({ method: 'GET', url })).json<MeterDataUpload>()).toMatchObject({ status: 'COMPLETED', totalReads: 1, doneReads: 1 });
  });
});

describe('the meter-data inbox', () => {
  const drop = (fileName: string, content: string | Uint8Array) =>
    t.app.files.put(scope, `${METER_DATA_INBOX}${fileName}`, Buffer.from(content), { fileName, contentType: 'application/octet-stream' });
  const takeInbox = () => meterDataInboxJob.run({ database: t.database, files: t.app.files, mailer: t.app.mailer, config: t.app.config }, {});
  const uploadsByInbox = () =>
    t.database.db
      .select({ status: meterDataUploads.status, errorMessage: meterDataUploads.errorMessage })
      .from(meterDataUploads)
      .where(and(eq(meterDataUploads.companyId, scope.companyId), eq(meterDataUploads.sender, METER_DATA_INBOX_SENDER)))
      .orderBy(asc(meterDataUploads.id));

  it('takes the files a delivery drops, without a person: read in by the job, recorded as sent by the inbox, the inbox emptied', async () => {
    const [a, b] = [await meter(), await meter()];
    await drop(`NEM12#${run}#MDPX#RETAILER.V01`, nem12(a, '20261007'));
    await drop(`${run}-inbox.zip`, zipSync({ 'b.V01': strToU8(nem13(b, '20261007')) }));
    await takeInbox();
    expect(await t.app.files.list(scope, METER_DATA_INBOX, 10)).toEqual([]);
    await workUnfinished(t, meterDataImportJob);
    expect((await queued([a, b])).map((r) => [r.meterCode, r.status])).toEqual([
      [a, 'NEW'],
      [b, 'NEW'],
    ]);
    expect((await uploadsByInbox()).at(-1)).toEqual({ status: 'COMPLETED', errorMessage: null });
    const files = await t.database.db
      .select({ fileName: meterDataFiles.fileName, sender: meterDataFiles.sender, queued: meterDataFiles.queued })
      .from(meterDataFiles)
      .where(inArray(meterDataFiles.fileName, [`NEM12#${run}#MDPX#RETAILER.V01`, `${run}-inbox.zip/b.V01`]))
      .orderBy(asc(meterDataFiles.fileName));
    expect(files).toEqual([
      { fileName: `${run}-inbox.zip/b.V01`, sender: METER_DATA_INBOX_SENDER, queued: 1 },
      { fileName: `NEM12#${run}#MDPX#RETAILER.V01`, sender: METER_DATA_INBOX_SENDER, queued: 1 },
    ]);
    // An empty inbox is a pass that does nothing.
    await takeInbox();
    expect(await uploadsByInbox()).toHaveLength(1);
  });

  it('records a delivery it cannot take with the reason, keeps nothing of it and takes it no more', async () => {
    const storedBefore = await t.database.db.$count(storedFiles);
    await drop(`${run}-letter.csv`, 'Dear retailer,\nplease find the reads attached.\n');
    await takeInbox();
    expect(await t.app.files.list(scope, METER_DATA_INBOX, 10)).toEqual([]);
    expect((await uploadsByInbox()).at(-1)).toEqual({
      status: 'FAILED',
      errorMessage: `${run}-letter.csv line 1: ${csv.unknownFormat}`,
    });
    expect(await t.database.db.$count(storedFiles)).toBe(storedBefore);
  });
});
