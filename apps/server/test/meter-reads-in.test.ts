/** Meter reads in (issue 15): CSV and NEM12 uploads and metering-provider pulls into the import queue, and importing them. */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type DashboardItem, type MeteringSite, type ScheduledTask } from '@wattle/contract';
import { meterIntervalReads, meterReadImports, meterReads, meters } from '../src/db/schema/index';
import { httpMeteringProvider } from '../src/modules/integrations/metering/http-metering-provider';
import { SANDBOX_REFUSAL, startMeteringSandbox, type MeteringSandbox } from '../src/modules/integrations/metering/sandbox-server';
import { as, createTestApp, login, type TestApp } from './helpers';
import { uploadMeterData } from './meter-data-fixtures';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

const USER = 'wattle-test';
const PASSWORD = 'sandbox-secret';
const OTHER_USER = 'other-retailer';
const OTHER_PASSWORD = 'other-secret';
let sandbox: MeteringSandbox;
let t: TestApp;
let scope: Scope;
let admin: ReturnType<typeof as>;
let readOnly: ReturnType<typeof as>;
let other: ReturnType<typeof as>;
let uploadUrl: string;
let sequence = 0;

beforeAll(async () => {
  sandbox = await startMeteringSandbox({
    accounts: [
      { username: USER, password: PASSWORD },
      { username: OTHER_USER, password: OTHER_PASSWORD },
    ],
    pageSize: 2,
    sites: [
      {
        id: 'NMI0000001',
        name: 'Pump house',
        location: { address: '1 River Road, Dubbo NSW 2830' },
        status: 'ACTIVE',
        meters: [{ serial: 'PRV-1', start: 1000, daily: 10 }],
      },
      {
        id: 'NMI0000002',
        name: 'Office',
        location: { address: '2 River Road, Dubbo NSW 2830' },
        status: 'ACTIVE',
        meters: [{ serial: 'PRV-2', start: 500, daily: 4 }],
      },
      {
        id: 'NMI0000003',
        name: 'Shed',
        location: { address: '3 River Road, Dubbo NSW 2830' },
        status: 'INACTIVE',
        meters: [{ serial: 'PRV-NONE', start: 1, daily: 1 }],
      },
    ],
  });
  t = await createTestApp({ METERING_PROVIDER_URL: sandbox.url });
  scope = await adminScope(t.database);
  admin = as(t.app, await login(t.app));
  readOnly = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'reads-readonly', 'ReadOnly'), FIXTURE_PASSWORD));
  const { username } = await createTenant(t.database, 'READSOTHER');
  other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
  const tasks = (await admin({ method: 'GET', url: '/api/dashboard/scheduled-tasks' })).json<ScheduledTask[]>();
  uploadUrl = `/api/dashboard/schedules/${tasks.find((task) => task.name === 'Meter Read Import')!.id}/import-csv-file`;
  for (const meterCode of ['PRV-1', 'PRV-2']) await meter(meterCode);
}, 120_000);
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

/** A meter of a new customer, optionally with a stored register read. */
async function meter(meterCode = `MRI-${++sequence}`, stored?: { readDate: string; reading: string }, multiplier = '1') {
  const n = ++sequence;
  const { meterId } = await addCustomer(t.database, scope, {
    name: `Reads in ${n}`,
    type: 'RESIDENT',
    accountNumber: `MRI-${n}`,
    site: { location: `${n} Read Street`, siteIdentifier: `MRI-SITE-${n}`, meterCode },
  });
  await t.database.db.update(meters).set({ multiplier }).where(eq(meters.id, meterId!));
  if (stored) await t.database.db.insert(meterReads).values({ ...scope, meterId: meterId!, quantity: '0', source: 'MANUAL', ...stored });
  return { meterId: meterId!, meterCode };
}

const upload = (fileName: string, content: string, caller = admin, url = uploadUrl) => uploadMeterData(t, caller, url, [{ name: 'file0', fileName, content }]);

const queued = (meterCodes: string[]) =>
  t.database.db
    .select({
      id: meterReadImports.id,
      meterCode: meterReadImports.meterCode,
      readDate: meterReadImports.readDate,
      status: meterReadImports.status,
      errorMessage: meterReadImports.errorMessage,
      source: meterReadImports.source,
    })
    .from(meterReadImports)
    .where(inArray(meterReadImports.meterCode, meterCodes))
    .orderBy(asc(meterReadImports.meterCode), asc(meterReadImports.readDate), asc(meterReadImports.id));

async function importAll(ids: number[]) {
  const items = (await admin({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
  const item = items.find((i) => i.code === 'IMPORTMETERREADS')!;
  const action = item.actions.find((a) => a.code === 'IMPORT')!;
  return admin({
    method: 'POST',
    url: '/api/dashboard/processes/run-action',
    payload: { processId: item.id, actionId: action.id, options: '', itemsJson: JSON.stringify(ids.map((id) => ({ key_exception_id: id }))) },
  });
}

const historyOf = (meterId: number) =>
  t.database.db
    .select({
      readDate: meterReads.readDate,
      reading: meterReads.reading,
      quantity: meterReads.quantity,
      periodDays: meterReads.periodDays,
      source: meterReads.source,
    })
    .from(meterReads)
    .where(eq(meterReads.meterId, meterId))
    .orderBy(asc(meterReads.readDate));

describe('meter-read CSV upload', () => {
  it('queues every row, the ones that fail a check rejected with the reason', async () => {
    const good = await meter(undefined, { readDate: '2026-01-01', reading: '100' });
    const csv = [
      'meter_code,read_date,reading',
      `${good.meterCode},2026-01-11,150`,
      'MRI-NOPE,2026-01-11,10',
      `${good.meterCode},2999-01-01,300`,
      `${good.meterCode},2026-01-21,140`, // below 150, the row before
      `${good.meterCode},2026-01-31,170`,
      `${good.meterCode},2026-01-31,171`, // a second read on the same day
      `${good.meterCode},2026-01-01,100.5`, // a read is stored on this day
    ].join('\n');
    const res = await upload('checks.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[1]).toEqual({ message: texts.dashboard.csv.received(2, 5, 0), messageType: 'Information' });
    const rows = await queued([good.meterCode, 'MRI-NOPE']);
    expect(rows.map((r) => [r.readDate, r.status, r.errorMessage])).toEqual([
      ['2026-01-01', 'REJECTED', texts.dashboard.csv.alreadyStored(good.meterCode, '2026-01-01')],
      ['2026-01-11', 'NEW', null],
      ['2026-01-21', 'REJECTED', texts.dashboard.readingBelowPrevious(good.meterCode, '2026-01-21')],
      ['2026-01-31', 'NEW', null],
      ['2026-01-31', 'REJECTED', texts.dashboard.csv.duplicateInFile(good.meterCode, '2026-01-31')],
      ['2999-01-01', 'REJECTED', texts.dashboard.csv.futureDate],
      ['2026-01-11', 'REJECTED', texts.dashboard.csv.unknownMeter('MRI-NOPE')],
    ]);
    expect(
      res
        .json()
        .slice(2)
        .map((m: { message: string }) => m.message),
    ).toContain(`checks.csv line 3: ${texts.dashboard.csv.unknownMeter('MRI-NOPE')}`);
  });

  it("imports accepted rows as reads whose usage is the advance times the meter's multiplier, and the same file twice creates nothing new", async () => {
    const m = await meter(undefined, { readDate: '2026-02-01', reading: '1000' }, '2.5');
    const csv = `meter_code,read_date,reading,description\n${m.meterCode},2026-02-11,1040,Ten days\n${m.meterCode},2026-02-21,1100,Ten more\n`;
    expect((await upload('multiplier.csv', csv)).statusCode).toBe(200);
    const ids = (await queued([m.meterCode])).map((r) => r.id);
    expect((await importAll(ids)).statusCode).toBe(200);
    expect(await historyOf(m.meterId)).toEqual([
      { readDate: '2026-02-01', reading: '1000.000', quantity: '0.000', periodDays: 1, source: 'MANUAL' },
      { readDate: '2026-02-11', reading: '1040.000', quantity: '100.000', periodDays: 10, source: 'IMPORT' },
      { readDate: '2026-02-21', reading: '1100.000', quantity: '150.000', periodDays: 10, source: 'IMPORT' },
    ]);
    const again = await upload('multiplier.csv', csv);
    expect(again.json()[1].message).toBe(texts.dashboard.csv.received(0, 0, 2));
    expect(await queued([m.meterCode])).toHaveLength(2);
    expect(await historyOf(m.meterId)).toHaveLength(3);
  });

  it('refuses a malformed CSV with the line and the reason, and queues nothing of it', async () => {
    const m = await meter();
    const res = await upload(
      'bad.csv',
      `meter_code,read_date,reading\n${m.meterCode},2026-03-01,5\n${m.meterCode},2026-13-01,6\n${m.meterCode},2026-03-03,-7\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().messages.map((x: { message: string }) => x.message)).toEqual([
      texts.dashboard.csv.refused(2),
      `bad.csv line 3: ${texts.dashboard.csv.badDate}`,
      `bad.csv line 4: ${texts.dashboard.csv.badReading}`,
    ]);
    expect(await queued([m.meterCode])).toEqual([]);
  });

  it("queues in the caller's company only", async () => {
    const m = await meter();
    const otherTasks = (await other({ method: 'GET', url: '/api/dashboard/scheduled-tasks' })).json<ScheduledTask[]>();
    const otherUrl = `/api/dashboard/schedules/${otherTasks.find((task) => task.name === 'Meter Read Import')!.id}/import-csv-file`;
    const res = await upload('tenancy.csv', `meter_code,read_date,reading\n${m.meterCode},2026-03-05,5\n`, other, otherUrl);
    expect(res.json()[1].message).toBe(texts.dashboard.csv.received(0, 1, 0));
    const [row] = await queued([m.meterCode]);
    expect(row).toMatchObject({ status: 'REJECTED', errorMessage: texts.dashboard.csv.unknownMeter(m.meterCode) });
    expect((await upload('tenancy.csv', `meter_code,read_date,reading\n${m.meterCode},2026-03-05,5\n`, admin, otherUrl)).statusCode).toBe(404);
  });
});

/** A NEM12 file of one 30-minute kWh stream: one 300 record per day of `values` (48 each unless given). */
function nem12(meterCode: string, days: { date: string; values: string[] }[], { end = true, uom = 'kWh' } = {}) {
  return [
    '100,NEM12,202611250900,MDPX,RETAILER',
    `200,4100000099,E1,E1,E1,N1,${meterCode},${uom},30,20261231`,
    ...days.map((d) => `300,${d.date},${d.values.join(',')},A,,,20261125090000,20261125090500`),
    ...(end ? ['900'] : []),
  ].join('\r\n');
}
const flat = (value: string, n = 48) => Array.from({ length: n }, () => value);

/** A NEM12 file of one meter serial's streams: a 200 record (NMI suffix) and one 300 record of 48 equal values each. */
const nem12Streams = (serial: string, streams: { suffix: string; date: string; value: string }[]) =>
  [
    '100,NEM12,202611250900,MDPX,RETAILER',
    ...streams.flatMap((x) => [
      `200,4100000099,E1E2B1,${x.suffix},${x.suffix},N1,${serial},kWh,30,20261231`,
      `300,${x.date},${flat(x.value).join(',')},A,,,20261125090000,20261125090500`,
    ]),
    '900',
  ].join('\r\n');

/** Another register of a meter: a meter at the same site coded `<serial>-<register>`. */
async function registerMeter(meterId: number, register: string) {
  const [serial] = await t.database.db.select().from(meters).where(eq(meters.id, meterId));
  const meterCode = `${serial!.meterCode}-${register}`;
  const [row] = await t.database.db
    .insert(meters)
    .values({ ...scope, siteId: serial!.siteId, productTypeId: serial!.productTypeId, meterCode })
    .returning({ id: meters.id });
  return { meterId: row!.id, meterCode };
}

const messagesOf = (res: { json: () => { message: string }[] }) =>
  res
    .json()
    .slice(1)
    .map((x) => x.message);

describe('NEM12 upload', () => {
  it("queues each day's intervals and imports them as interval reads and the day's total", async () => {
    const m = await meter();
    const res = await upload(
      'interval.csv',
      nem12(
        m.meterCode,
        [
          { date: '20261001', values: flat('25') },
          { date: '20261002', values: flat('500', 48) },
        ],
        { uom: 'Wh' },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[1].message).toBe(texts.dashboard.csv.received(2, 0, 0));
    const rows = await queued([m.meterCode]);
    expect(rows.map((r) => [r.readDate, r.status])).toEqual([
      ['2026-10-01', 'NEW'],
      ['2026-10-02', 'NEW'],
    ]);
    expect((await importAll(rows.map((r) => r.id))).statusCode).toBe(200);
    expect((await historyOf(m.meterId)).map((r) => [r.readDate, r.reading, r.quantity])).toEqual([
      ['2026-10-01', null, '1.200'],
      ['2026-10-02', null, '24.000'],
    ]);
    const intervals = await t.database.db
      .select({ readDate: meterIntervalReads.readDate, minutes: meterIntervalReads.intervalMinutes, quantities: meterIntervalReads.quantities })
      .from(meterIntervalReads)
      .where(eq(meterIntervalReads.meterId, m.meterId))
      .orderBy(asc(meterIntervalReads.readDate));
    expect(intervals).toHaveLength(2);
    expect(intervals[1]).toMatchObject({ readDate: '2026-10-02', minutes: 30 });
    expect(intervals[1]!.quantities.map(Number)).toEqual(flat('0.5').map(Number));
    const again = await upload(
      'interval.csv',
      nem12(
        m.meterCode,
        [
          { date: '20261001', values: flat('25') },
          { date: '20261002', values: flat('500') },
        ],
        { uom: 'Wh' },
      ),
    );
    expect(again.json()[1].message).toBe(texts.dashboard.csv.received(0, 0, 2));
  });

  it('lands two streams of one meter (E1 and B1) as separate reads on the meter of each register, and still rejects the same stream twice', async () => {
    const m = await meter();
    const exporting = await registerMeter(m.meterId, 'B1');
    const content = nem12Streams(m.meterCode, [
      { suffix: 'E1', date: '20261006', value: '0.5' },
      { suffix: 'B1', date: '20261006', value: '0.25' },
      { suffix: 'E1', date: '20261006', value: '0.75' },
    ]);
    const res = await upload('streams.csv', content);
    expect(res.statusCode, res.body).toBe(200);
    expect(messagesOf(res)).toEqual([
      texts.dashboard.csv.received(2, 1, 0),
      `streams.csv line 7: ${texts.dashboard.csv.duplicateInFile(m.meterCode, '2026-10-06')}`,
    ]);
    const rows = await queued([m.meterCode, exporting.meterCode]);
    expect(rows.map((r) => [r.meterCode, r.status])).toEqual([
      [m.meterCode, 'NEW'],
      [m.meterCode, 'REJECTED'],
      [exporting.meterCode, 'NEW'],
    ]);
    expect((await importAll(rows.filter((r) => r.status === 'NEW').map((r) => r.id))).statusCode).toBe(200);
    expect((await historyOf(m.meterId)).map((r) => [r.readDate, r.quantity])).toEqual([['2026-10-06', '24.000']]);
    expect((await historyOf(exporting.meterId)).map((r) => [r.readDate, r.quantity])).toEqual([['2026-10-06', '12.000']]);
    expect(messagesOf(await upload('streams.csv', content))).toEqual([
      texts.dashboard.csv.received(0, 0, 3),
      `streams.csv: ${texts.dashboard.csv.fileAlreadyReceived}`,
    ]);
  });

  it('takes each stream to the meter of its register when both are coded <serial>-<suffix> (E1 and E2)', async () => {
    const m = await meter();
    const first = await registerMeter(m.meterId, 'E1');
    const second = await registerMeter(m.meterId, 'E2');
    const res = await upload(
      'registers.csv',
      nem12Streams(m.meterCode, [
        { suffix: 'E1', date: '20261007', value: '0.5' },
        { suffix: 'E2', date: '20261007', value: '0.25' },
      ]),
    );
    expect(messagesOf(res)).toEqual([texts.dashboard.csv.received(2, 0, 0)]);
    expect((await queued([m.meterCode, first.meterCode, second.meterCode])).map((r) => [r.meterCode, r.status])).toEqual([
      [first.meterCode, 'NEW'],
      [second.meterCode, 'NEW'],
    ]);
  });

  it("rejects a second stream of a meter that has no meter for the stream's register, with the reason, not adding it to the first stream's intervals", async () => {
    const m = await meter();
    const res = await upload(
      'two-streams.csv',
      nem12Streams(m.meterCode, [
        { suffix: 'E1', date: '20261005', value: '0.5' },
        { suffix: 'E2', date: '20261005', value: '0.25' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(messagesOf(res)).toEqual([
      texts.dashboard.csv.received(1, 1, 0),
      `two-streams.csv line 5: ${texts.dashboard.nem12.streamWithoutRegister(m.meterCode, '2026-10-05', 'E2')}`,
    ]);
    const rows = await queued([m.meterCode]);
    expect((await importAll(rows.filter((r) => r.status === 'NEW').map((r) => r.id))).statusCode).toBe(200);
    expect((await historyOf(m.meterId)).map((r) => [r.readDate, r.quantity])).toEqual([['2026-10-05', '24.000']]);
  });

  it('refuses a malformed NEM12 file with the line and the reason, and queues nothing of it', async () => {
    const m = await meter();
    const cases: [string, string][] = [
      [
        nem12(m.meterCode, [
          { date: '20261003', values: flat('1') },
          { date: '20261004', values: flat('1', 47) },
        ]),
        `line 4: ${texts.dashboard.nem12.intervalCount(48, 47)}`,
      ],
      [nem12(m.meterCode, [{ date: '20261003', values: flat('1') }], { end: false }), `line 3: ${texts.dashboard.nem12.noEnd}`],
      [nem12(m.meterCode, [{ date: '20261032', values: flat('1') }]), `line 3: ${texts.dashboard.nem12.badDate('20261032')}`],
      [nem12(m.meterCode, [{ date: '20261003', values: [...flat('1', 47), 'x'] }]), `line 3: ${texts.dashboard.nem12.badValue(48, 'x')}`],
      ['100,NEM12,202611250900,A,B\r\n300,20261003,1\r\n900', `line 2: ${texts.dashboard.nem12.intervalsBeforeDetails}`],
    ];
    for (const [content, reason] of cases) {
      const res = await upload('broken.csv', content);
      expect(res.statusCode, reason).toBe(400);
      expect(res.json().messages.map((x: { message: string }) => x.message)).toEqual([texts.dashboard.csv.refused(1), `broken.csv ${reason}`]);
    }
    expect(await queued([m.meterCode])).toEqual([]);
  });
});

/** A NEM12 file as meter data providers write it: values such as `.02`, a 10-minute kVArh stream, each day's quality method. */
const marketFile = (serial: string, nmi: string, days: { date: string; value: string; quality: string }[]) =>
  [
    '100,NEM12,202611250900,MDPX,RETAILER',
    `200,${nmi},E1Q1,Q1,Q1,N1,${serial},kVArh,10,20261231`,
    `300,20261001,${flat('.5', 144).join(',')},A,,,20261125090000,20261125090500`,
    `200,${nmi},E1Q1,E1,E1,N1,${serial},kWh,30,20261231`,
    ...days.map((d) => `300,${d.date},${flat(d.value).join(',')},${d.quality},,,20261125090000,20261125090500`),
    '900',
  ].join('\r\n');

const readTypesOf = async (meterId: number) =>
  (
    await t.database.db
      .select({ readDate: meterReads.readDate, quantity: meterReads.quantity, readType: meterReads.readType })
      .from(meterReads)
      .where(eq(meterReads.meterId, meterId))
      .orderBy(asc(meterReads.readDate))
  ).map((r) => [r.readDate, r.quantity, r.readType]);

describe('NEM12 as the market sends it (issue 31)', () => {
  it("reads .02 values past a 10-minute kVArh stream and keeps each day's quality on its read, a null day as missing data", async () => {
    const m = await meter();
    const res = await upload(
      'market.csv',
      marketFile(m.meterCode, '4100000099', [
        { date: '20261001', value: '.02', quality: 'A' },
        { date: '20261002', value: '.5', quality: 'E52' },
        { date: '20261003', value: '1', quality: 'F16' },
        { date: '20261004', value: '0', quality: 'N' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(messagesOf(res)).toEqual([texts.dashboard.csv.received(4, 0, 0)]);
    const rows = await queued([m.meterCode]);
    expect((await importAll(rows.filter((r) => r.status === 'NEW').map((r) => r.id))).statusCode).toBe(200);
    expect(await readTypesOf(m.meterId)).toEqual([
      ['2026-10-01', '0.960', 'ACTUAL'],
      ['2026-10-02', '24.000', 'ESTIMATED'],
      ['2026-10-03', '48.000', 'FINAL_SUBSTITUTE'],
      ['2026-10-04', '0.000', 'MISSING'],
    ]);
  });

  it("finds the meter of a blank meter serial number from the site's NMI and the stream's suffix", async () => {
    const n = ++sequence;
    const nmi = `41${String(n).padStart(8, '0')}`;
    const { meterId } = await addCustomer(t.database, scope, {
      name: `Blank serial ${n}`,
      type: 'RESIDENT',
      accountNumber: `MRI-${n}`,
      site: { location: `${n} Serial Street`, siteIdentifier: nmi, meterCode: `BLANK-${n}` },
    });
    const res = await upload(
      'blank-serial.csv',
      [
        '100,NEM12,202611250900,MDPX,RETAILER',
        `200,${nmi},E1,E1,E1,N1,,kWh,30,20261231`,
        `300,20261007,${flat('0.25').join(',')},A,,,20261125090000,20261125090500`,
        `200,4199999999,E1,E1,E1,N1,,kWh,30,20261231`,
        `300,20261007,${flat('0.25').join(',')},A,,,20261125090000,20261125090500`,
        '900',
      ].join('\r\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(messagesOf(res)).toEqual([
      texts.dashboard.csv.received(1, 1, 0),
      `blank-serial.csv line 5: ${texts.dashboard.nem12.noMeterForNmi('4199999999', 'E1')}`,
    ]);
    const rows = await queued([`BLANK-${n}`]);
    expect(rows.map((r) => [r.readDate, r.status])).toEqual([['2026-10-07', 'NEW']]);
    expect((await importAll(rows.map((r) => r.id))).statusCode).toBe(200);
    expect(await readTypesOf(meterId!)).toEqual([['2026-10-07', '12.000', 'ACTUAL']]);
  });

  it("keeps a day's total equal to its intervals (issue 24 item 2): the daily read is their sum, and a register read for that day is rejected", async () => {
    const m = await meter();
    const values = [...flat('0.101', 24), ...flat('.2', 24)];
    await upload('total.csv', nem12(m.meterCode, [{ date: '20261008', values }]));
    const rows = await queued([m.meterCode]);
    expect((await importAll(rows.map((r) => r.id))).statusCode).toBe(200);
    expect(await readTypesOf(m.meterId)).toEqual([['2026-10-08', '7.224', 'ACTUAL']]);
    const res = await upload('total-register.csv', `meter_code,read_date,reading\r\n${m.meterCode},2026-10-08,1234.5\r\n`);
    expect(messagesOf(res)).toEqual([
      texts.dashboard.csv.received(0, 1, 0),
      `total-register.csv line 2: ${texts.dashboard.csv.alreadyStored(m.meterCode, '2026-10-08')}`,
    ]);
    expect(await readTypesOf(m.meterId)).toEqual([['2026-10-08', '7.224', 'ACTUAL']]);
  });

  it('refuses a .V01 file of two blocks or with a broken record with the line, queueing nothing', async () => {
    const m = await meter();
    const one = nem12(m.meterCode, [{ date: '20261003', values: flat('1') }]);
    const cases: [string, string][] = [
      [`${one}\r\n${one}`, `line 5: ${texts.dashboard.nem12.secondHeader}`],
      [one.replace(`${flat('1', 20).join(',')},`, `${flat('1', 20).join(',')}\r\n`), `line 3: ${texts.dashboard.nem12.brokenRecord('300')}`],
    ];
    for (const [content, reason] of cases) {
      const res = await upload('broken.V01', content);
      expect(res.statusCode, reason).toBe(400);
      expect(res.json().messages.map((x: { message: string }) => x.message)).toEqual([texts.dashboard.csv.refused(1), `broken.V01 ${reason}`]);
    }
    expect(await queued([m.meterCode])).toEqual([]);
  });
});

/** A NEM13 file: per read a 250 record (previous read on 1 July, current on 1 October, the quantity) and a 550 record. */
const nem13 = (reads: { serial: string; suffix: string; current: string; quantity: string; quality?: string; uom?: string }[]) =>
  [
    '100,NEM13,202611250900,MDPX,RETAILER',
    ...reads.flatMap((r) => [
      `250,4100000099,E1E2,1,${r.suffix},${r.suffix},${r.serial},E,0,20260701093000,A,,,${r.current},20261001101500,${r.quality ?? 'A'},,,${r.quantity},${r.uom ?? 'kWh'},20270107,20261002120000,20261002130000`,
      '550,N,,A,',
    ]),
    '900',
  ].join('\r\n');

/** A meter's reads as [day, reading, usage, days, quality]. */
const registerHistoryOf = async (meterId: number) =>
  (
    await t.database.db
      .select({
        readDate: meterReads.readDate,
        reading: meterReads.reading,
        quantity: meterReads.quantity,
        periodDays: meterReads.periodDays,
        readType: meterReads.readType,
      })
      .from(meterReads)
      .where(eq(meterReads.meterId, meterId))
      .orderBy(asc(meterReads.readDate))
  ).map((r) => [r.readDate, r.reading, r.quantity, r.periodDays, r.readType]);

describe('NEM13 upload (issue 31, item 2)', () => {
  it("lands two registers of one meter (E1 and E2) as register reads of each register's meter, with the file's usage and quality, once", async () => {
    const m = await meter();
    const first = await registerMeter(m.meterId, 'E1');
    const second = await registerMeter(m.meterId, 'E2');
    const content = nem13([
      { serial: m.meterCode, suffix: 'E1', current: '001250.75', quantity: '250.25' },
      { serial: m.meterCode, suffix: 'E2', current: '340', quantity: '40', quality: 'E64' },
    ]);
    const res = await upload(`NEM13#${m.meterCode}.V01`, content);
    expect(res.statusCode, res.body).toBe(200);
    expect(messagesOf(res)).toEqual([texts.dashboard.csv.received(2, 0, 0)]);
    const rows = await queued([m.meterCode, first.meterCode, second.meterCode]);
    expect(rows.map((r) => [r.meterCode, r.readDate, r.status])).toEqual([
      [first.meterCode, '2026-10-01', 'NEW'],
      [second.meterCode, '2026-10-01', 'NEW'],
    ]);
    expect((await importAll(rows.map((r) => r.id))).statusCode).toBe(200);
    expect(await registerHistoryOf(first.meterId)).toEqual([['2026-10-01', '1250.750', '250.250', 92, 'ACTUAL']]);
    expect(await registerHistoryOf(second.meterId)).toEqual([['2026-10-01', '340.000', '40.000', 92, 'ESTIMATED']]);
    expect(await registerHistoryOf(m.meterId)).toEqual([]);
    expect(messagesOf(await upload(`NEM13#${m.meterCode}.V01`, content))).toEqual([
      texts.dashboard.csv.received(0, 0, 2),
      `NEM13#${m.meterCode}.V01: ${texts.dashboard.csv.fileAlreadyReceived}`,
    ]);
  });

  it('rejects a reading below the previous one and a null read with the reason, and reads Wh as kWh', async () => {
    const lower = await meter(undefined, { readDate: '2026-09-01', reading: '5000' });
    const empty = await meter();
    const inWh = await meter(undefined, { readDate: '2026-09-01', reading: '1200' });
    const res = await upload(
      'nem13.csv',
      nem13([
        { serial: lower.meterCode, suffix: 'E1', current: '4999.5', quantity: '10' },
        { serial: empty.meterCode, suffix: 'E1', current: '', quantity: '', quality: 'N' },
        { serial: inWh.meterCode, suffix: 'E1', current: '1234567', quantity: '34567', uom: 'Wh' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(messagesOf(res)).toEqual([
      texts.dashboard.csv.received(1, 2, 0),
      `nem13.csv line 2: ${texts.dashboard.readingBelowPrevious(lower.meterCode, '2026-10-01')}`,
      `nem13.csv line 4: ${texts.dashboard.nem13.nullRead(empty.meterCode, '2026-10-01')}`,
    ]);
    const rows = await queued([inWh.meterCode]);
    expect((await importAll(rows.filter((r) => r.status === 'NEW').map((r) => r.id))).statusCode).toBe(200);
    expect(await registerHistoryOf(inWh.meterId)).toEqual([
      ['2026-09-01', '1200.000', '0.000', 1, 'ACTUAL'],
      ['2026-10-01', '1234.567', '34.567', 92, 'ACTUAL'],
    ]);
  });

  it("finds the meter of a blank meter serial number from the site's NMI", async () => {
    const n = ++sequence;
    const nmi = `43${String(n).padStart(8, '0')}`;
    const { meterId } = await addCustomer(t.database, scope, {
      name: `Blank serial ${n}`,
      type: 'RESIDENT',
      accountNumber: `MRI-${n}`,
      site: { location: `${n} Basic Street`, siteIdentifier: nmi, meterCode: `BASIC-${n}` },
    });
    const res = await upload('blank.csv', nem13([{ serial: '', suffix: 'E1', current: '12', quantity: '12' }]).replace('4100000099', nmi));
    expect(messagesOf(res)).toEqual([texts.dashboard.csv.received(1, 0, 0)]);
    const rows = await queued([`BASIC-${n}`]);
    expect((await importAll(rows.map((r) => r.id))).statusCode).toBe(200);
    expect(await registerHistoryOf(meterId!)).toEqual([['2026-10-01', '12.000', '12.000', 92, 'ACTUAL']]);
  });

  it('says a NEM12 or NEM13 file of a header and an end only is empty', async () => {
    for (const version of ['NEM12', 'NEM13']) {
      const res = await upload(`${version}-empty.csv`, `100,${version},202611250900,MDPX,RETAILER\r\n900\r\n`);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages.map((x: { message: string }) => x.message)).toEqual([texts.dashboard.csv.empty(`${version}-empty.csv`)]);
    }
  });

  it('refuses a broken 250 record with the line and the reason, queueing nothing', async () => {
    const m = await meter();
    const good = nem13([{ serial: m.meterCode, suffix: 'E1', current: '20', quantity: '20' }]);
    const cases: [string, string][] = [
      [good.replace(',0,20260701093000,', ',0,\r\n20260701093000,'), `line 2: ${texts.dashboard.nem12.brokenRecord('250')}`],
      [good.replace('20261001101500', '20261001'), `line 2: ${texts.dashboard.nem13.badDateTime('CurrentRegisterReadDateTime', '20261001')}`],
    ];
    for (const [content, reason] of cases) {
      const res = await upload('broken13.V01', content);
      expect(res.statusCode, reason).toBe(400);
      expect(res.json().messages.map((x: { message: string }) => x.message)).toEqual([texts.dashboard.csv.refused(1), `broken13.V01 ${reason}`]);
    }
    expect(await queued([m.meterCode])).toEqual([]);
  });
});

const connectMeterLink = (caller: ReturnType<typeof as>, username: string, password: string) =>
  caller({ method: 'POST', url: '/api/integrations/metering/connect', payload: { integrationType: 'METERING', accessToken: `${username}|${password}` } });
const sitesOf = (caller: ReturnType<typeof as>) => caller({ method: 'GET', url: '/api/integrations/metering/sites' });

describe('metering-provider sites and reads', () => {
  beforeAll(async () => {
    expect((await connectMeterLink(admin, USER, PASSWORD)).statusCode).toBe(200);
  });

  it("lists the provider's sites, following its pages", async () => {
    const res = await admin({ method: 'GET', url: '/api/integrations/metering/sites' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MeteringSite[]>().map((s) => [s.id, s.name, s.location.address, s.status])).toEqual([
      ['NMI0000001', 'Pump house', '1 River Road, Dubbo NSW 2830', 'ACTIVE'],
      ['NMI0000002', 'Office', '2 River Road, Dubbo NSW 2830', 'ACTIVE'],
      ['NMI0000003', 'Shed', '3 River Road, Dubbo NSW 2830', 'INACTIVE'],
    ]);
    expect((await readOnly({ method: 'GET', url: '/api/integrations/metering/sites' })).statusCode).toBe(200);
    const unknown = await admin({ method: 'GET', url: '/api/integrations/nosuch/sites' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].message).toBe(texts.integrations.unknownProvider('nosuch'));
  });

  it("pulls the selected sites' reads into the queue through an outage, once", async () => {
    const body = { startDate: '2026-11-01', endDate: '2026-11-03', siteIds: ['NMI0000001', 'NMI0000003'] };
    sandbox.failNext(2, 503);
    const before = sandbox.requests;
    const res = await admin({ method: 'POST', url: '/api/integrations/metering/get-meter-reads', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(sandbox.requests - before).toBeGreaterThanOrEqual(2 + 4); // two refused, then two pages of each site
    expect(res.json()[0]).toEqual({ message: texts.dashboard.csv.received(3, 3, 0), messageType: 'Success' });
    const rows = await queued(['PRV-1', 'PRV-NONE']);
    expect(rows.map((r) => [r.meterCode, r.readDate, r.status, r.source])).toEqual([
      ['PRV-1', '2026-11-01', 'NEW', 'PROVIDER'],
      ['PRV-1', '2026-11-02', 'NEW', 'PROVIDER'],
      ['PRV-1', '2026-11-03', 'NEW', 'PROVIDER'],
      ['PRV-NONE', '2026-11-01', 'REJECTED', 'PROVIDER'],
      ['PRV-NONE', '2026-11-02', 'REJECTED', 'PROVIDER'],
      ['PRV-NONE', '2026-11-03', 'REJECTED', 'PROVIDER'],
    ]);
    const again = await admin({ method: 'POST', url: '/api/integrations/metering/get-meter-reads', payload: body });
    expect(again.json()[0].message).toBe(texts.dashboard.csv.received(0, 0, 6));
    expect(await queued(['PRV-1', 'PRV-NONE'])).toHaveLength(6);
  });

  it('answers a provider that stays down, an unknown site and bad input with a message, queueing nothing', async () => {
    const body = { startDate: '2026-11-05', endDate: '2026-11-06', siteIds: ['NMI0000002'] };
    sandbox.failNext(10, 503);
    const down = await admin({ method: 'POST', url: '/api/integrations/metering/get-meter-reads', payload: body });
    sandbox.failNext(0, 503);
    expect(down.statusCode).toBe(502);
    expect(down.json().messages[0].message).toBe(texts.integrations.providerFailed('HTTP 503'));
    const unknownSite = await admin({
      method: 'POST',
      url: '/api/integrations/metering/get-meter-reads',
      payload: { ...body, siteIds: ['NMI0000002', 'NOPE'] },
    });
    expect(unknownSite.statusCode).toBe(502);
    expect(unknownSite.json().messages[0].message).toBe(texts.integrations.unknownSite('NOPE'));
    const backwards = await admin({ method: 'POST', url: '/api/integrations/metering/get-meter-reads', payload: { ...body, endDate: '2026-11-01' } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().messages[0].message).toContain(texts.integrations.endBeforeStart);
    const noSites = await admin({ method: 'POST', url: '/api/integrations/metering/get-meter-reads', payload: { ...body, siteIds: [] } });
    expect(noSites.statusCode).toBe(400);
    expect((await readOnly({ method: 'POST', url: '/api/integrations/metering/get-meter-reads', payload: body })).statusCode).toBe(403);
    expect(await queued(['PRV-2'])).toEqual([]);
  });

  it('reports credentials the provider refuses without retrying them', async () => {
    const provider = httpMeteringProvider({ platformName: 'metering', baseUrl: sandbox.url, username: USER, password: 'wrong', backoffMs: 1 });
    const before = sandbox.requests;
    await expect(provider.sites()).rejects.toThrow(texts.integrations.providerRefused(SANDBOX_REFUSAL));
    expect(sandbox.requests - before).toBe(1);
  });
});

describe("Meter Link: each company's own credentials", () => {
  const pull = { startDate: '2026-11-01', endDate: '2026-11-01', siteIds: ['NMI0000001'] };

  it('refuses sites and reads with a clear message while the card is not connected, asking nothing of the provider', async () => {
    const before = sandbox.requests;
    const sites = await sitesOf(other);
    expect(sites.statusCode).toBe(409);
    expect(sites.json()).toEqual({ isSuccess: false, messages: [{ message: texts.integrations.notConnected, messageType: 'Error' }] });
    const reads = await other({ method: 'POST', url: '/api/integrations/metering/get-meter-reads', payload: pull });
    expect(reads.statusCode).toBe(409);
    expect(sandbox.requests).toBe(before);
  });

  it("refuses credentials the provider does not accept with the provider's words, keeping nothing", async () => {
    const res = await connectMeterLink(other, OTHER_USER, 'wrong');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].message).toBe(texts.integrations.providerRefused(SANDBOX_REFUSAL));
    expect((await other({ method: 'GET', url: '/api/integrations' })).json()).not.toContainEqual({ tokenSource: 'metering' });
    expect((await sitesOf(other)).statusCode).toBe(409);
  });

  it('refuses to connect while the provider is down, keeping nothing', async () => {
    sandbox.failNext(10, 503);
    const res = await connectMeterLink(other, OTHER_USER, OTHER_PASSWORD);
    sandbox.failNext(0, 503);
    expect(res.statusCode).toBe(502);
    expect(res.json().messages[0].message).toBe(texts.integrations.providerFailed('HTTP 503'));
    expect((await sitesOf(other)).statusCode).toBe(409);
  });

  it("reaches the provider with each company's own account, and stops when the card is disconnected", async () => {
    expect((await connectMeterLink(other, OTHER_USER, OTHER_PASSWORD)).statusCode).toBe(200);
    expect((await sitesOf(other)).statusCode).toBe(200);
    expect(sandbox.lastUsername).toBe(OTHER_USER);
    expect((await sitesOf(admin)).statusCode).toBe(200);
    expect(sandbox.lastUsername).toBe(USER);

    const off = await other({ method: 'POST', url: '/api/integrations/metering/disconnect', payload: { integrationType: 'METERING', accessToken: '' } });
    expect(off.statusCode).toBe(200);
    const before = sandbox.requests;
    expect((await sitesOf(other)).json().messages[0].message).toBe(texts.integrations.notConnected);
    expect(sandbox.requests).toBe(before);
    expect((await sitesOf(admin)).statusCode).toBe(200);
  });
});
