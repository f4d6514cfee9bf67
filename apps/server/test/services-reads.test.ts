import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type SectionConfig, type SectionDataResponse } from '@wattle/contract';
import { auditLog, meterReads } from '../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from './helpers';
import { createUser, FIXTURE_PASSWORD, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';
import { addServicesFixture, type ServicesFixture } from './services-fixtures';

/**
 * The Services page's sections (spec 3 §2.12): the tabs' parent sections for the session's site
 * and meter, and READS (spec 3 §2.5) with add, edit and multi-delete of reads, each audited, the
 * usage of a register read worked out by the metering service.
 */
let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let f: ServicesFixture;
let sections: Record<string, SectionConfig>;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  f = await addServicesFixture(t.database, scope);
  const res = await call({ method: 'GET', url: '/api/display/sections?codes=SITEDETAILS,SITEACCOUNTS,METERDETAILS,METERREADS,READS' });
  expect(res.statusCode, res.body).toBe(200);
  sections = Object.fromEntries(res.json<{ sections: SectionConfig[] }>().sections.map((s) => [s.code, s]));
});
afterAll(() => t.close());

const params = (ids: Record<string, number>) => `?parameters=${encodeURIComponent(JSON.stringify(ids))}`;
const readsUrl = () => `/api/display/sections/${sections.READS!.id}/data${params({ meterId: f.peakMeterId })}`;
const fieldsOf = (values: Record<string, string | null>) => Object.entries(values).map(([name, value]) => ({ name, value, isDirty: true }));
const saveRead = (values: Record<string, string | null>, caller = call) =>
  caller({
    method: 'POST',
    url: readsUrl(),
    payload: { id: sections.READS!.id, sectionControlType: 'DataGrid', items: [{ fields: fieldsOf({ id: null, ...values }) }] },
  });
const storedReads = () =>
  t.database.db
    .select({
      id: meterReads.id,
      readDate: meterReads.readDate,
      quantity: meterReads.quantity,
      periodDays: meterReads.periodDays,
      readType: meterReads.readType,
    })
    .from(meterReads)
    .where(eq(meterReads.meterId, f.peakMeterId))
    .orderBy(asc(meterReads.readDate));

describe('the tabs’ sections', () => {
  it('show the session’s site, its accounts, the meter, and the meter card followed by READS', async () => {
    const data = async (code: string, ids: Record<string, number>) => {
      const res = await call({ method: 'GET', url: `/api/display/sections/${sections[code]!.id}/data${params(ids)}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SectionDataResponse>().rows;
    };
    expect((await data('SITEDETAILS', { siteId: f.siteId! }))[0]!.values.siteIdentifier).toMatch(/^NMI-SV-/);
    expect((await data('SITEACCOUNTS', { siteId: f.gasSiteId }))[0]!.displayValues?.accountStatus ?? '').toBe('Closed');
    expect((await data('METERDETAILS', { meterId: f.peakMeterId }))[0]!.values.meterCode).toMatch(/^PK-/);
    expect((await data('METERREADS', { meterId: f.peakMeterId }))[0]!.key).toBe(String(f.peakMeterId));
    expect(sections.METERREADS!.childSections.map((c) => c.code)).toEqual(['READS']);
  });
});

describe('READS on the Services page', () => {
  it('adds actual, customer and estimated reads: a reading gives the usage since the previous one', async () => {
    expect((await saveRead({ readDate: '2025-01-01', reading: '1000', periodDays: '1', readType: 'ACTUAL' })).statusCode).toBe(200);
    const customer = await saveRead({ readDate: '2025-01-31', reading: '1150.5', periodDays: '1', readType: 'CUSTOMER' });
    expect(customer.statusCode, customer.body).toBe(200);
    expect((await saveRead({ readDate: '2025-02-10', quantity: '42', periodDays: '10', readType: 'ESTIMATED' })).statusCode).toBe(200);
    expect((await storedReads()).map((r) => [r.readDate, r.quantity, r.periodDays, r.readType])).toEqual([
      ['2025-01-01', '0.000', 1, 'ACTUAL'],
      ['2025-01-31', '150.500', 30, 'CUSTOMER'],
      ['2025-02-10', '42.000', 10, 'ESTIMATED'],
    ]);
  });

  it('refuses a reading below the previous or above the next, a read with neither reading nor usage, a substituted read', async () => {
    const below = await saveRead({ readDate: '2025-02-20', reading: '900', periodDays: '1', readType: 'ACTUAL' });
    expect(below.statusCode).toBe(400);
    expect(below.json().messages.map((m: { message: string }) => m.message)).toContain(texts.sectionRules.readingBelowPrevious);
    const above = await saveRead({ readDate: '2025-01-15', reading: '1200', periodDays: '1', readType: 'ACTUAL' });
    expect(above.json().messages.map((m: { message: string }) => m.message)).toContain(texts.sectionRules.readingAboveNext);
    const empty = await saveRead({ readDate: '2025-02-21', periodDays: '1', readType: 'ACTUAL' });
    expect(empty.json().messages.map((m: { message: string }) => m.message)).toContain(texts.sectionRules.usageOrReading);
    expect((await saveRead({ readDate: '2025-02-22', quantity: '1', periodDays: '1', readType: 'SUBSTITUTED' })).statusCode).toBe(400);
    expect(await storedReads()).toHaveLength(3);
  });

  it('edits a read and the next register read follows; audits it', async () => {
    const [first] = await storedReads();
    const listed = (await call({ method: 'GET', url: readsUrl() })).json<SectionDataResponse>().rows.find((r) => r.key === String(first!.id))!;
    const res = await call({
      method: 'POST',
      url: readsUrl(),
      payload: {
        id: sections.READS!.id,
        sectionControlType: 'DataGrid',
        items: [
          {
            fields: fieldsOf({ id: String(first!.id), readDate: '2025-01-11', reading: '1010', periodDays: '1', readType: 'ESTIMATED' }),
            version: listed.version,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reads = await storedReads();
    expect(reads.map((r) => [r.readDate, r.quantity, r.periodDays, r.readType])).toEqual([
      ['2025-01-11', '0.000', 1, 'ESTIMATED'],
      ['2025-01-31', '140.500', 20, 'CUSTOMER'],
      ['2025-02-10', '42.000', 10, 'ESTIMATED'],
    ]);
    const [entry] = await t.database.db
      .select({ oldValues: auditLog.oldValues, newValues: auditLog.newValues })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'section.update'), eq(auditLog.entity, 'READS'), eq(auditLog.entityId, String(first!.id))));
    expect(entry).toMatchObject({ oldValues: { readDate: '2025-01-01' }, newValues: { readDate: '2025-01-11' } });
  });

  it('deletes several reads at once, each audited, the register read after them recomputed', async () => {
    await saveRead({ readDate: '2025-03-01', reading: '1300', periodDays: '1', readType: 'ACTUAL' });
    const before = await storedReads();
    const gone = before.filter((r) => r.readDate === '2025-01-31' || r.readDate === '2025-02-10');
    const res = await call({
      method: 'DELETE',
      url: readsUrl(),
      payload: { sectionControlType: 'DataGrid', items: gone.map((r) => ({ fields: [{ name: 'id', value: String(r.id) }] })) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0].message).toBe(texts.sections.deleted(2));
    expect((await storedReads()).map((r) => [r.readDate, r.quantity, r.periodDays])).toEqual([
      ['2025-01-11', '0.000', 1],
      ['2025-03-01', '290.000', 49],
    ]);
    const audits = await t.database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'section.delete'), eq(auditLog.entity, 'READS')));
    expect(audits.map((a) => a.entityId).sort()).toEqual(gone.map((r) => String(r.id)).sort());
  });

  it('refuses a ReadOnly user’s change with 403 and writes nothing', async () => {
    const reader = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'sv-reads-reader', 'ReadOnly'), FIXTURE_PASSWORD));
    const count = (await storedReads()).length;
    expect((await saveRead({ readDate: '2025-03-02', quantity: '1', periodDays: '1', readType: 'ACTUAL' }, reader)).statusCode).toBe(403);
    expect(await storedReads()).toHaveLength(count);
  });
});
