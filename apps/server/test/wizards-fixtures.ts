import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Envelope, WizardDefinition, WizardSubmissionPage } from '@wattle/contract';
import type { Tx } from '../src/db/client';
import { companies, networkNodes } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { as, type TestApp } from './helpers';

export type Call = ReturnType<typeof as>;
const noIds = { partyId: null, customerId: null, accountId: null, siteId: null, meterId: null };

/** The pages of a submission: each named page with the given answers (values by field name). */
export function pages(entries: [pageCode: string, answers: Record<string, string>][]): WizardSubmissionPage[] {
  return entries.map(([pageCode, answers]) => ({
    pageCode,
    items: Object.entries(answers).map(([name, value]) => ({ name, value, displayValue: value, isDirty: true })),
  }));
}

export async function definition(call: Call, wizardCode: string): Promise<WizardDefinition> {
  const res = await call({ method: 'GET', url: `/api/wizards?wizardCode=${wizardCode}` });
  if (res.statusCode !== 200) throw new Error(`definition ${wizardCode}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function submit(call: Call, wizardCode: string, submitted: WizardSubmissionPage[]) {
  const res = await call({
    method: 'POST',
    url: `/api/wizards/${wizardCode}/submit`,
    payload: { wizardSubmissionData: { wizardCode, pages: submitted }, crmIdentifiers: noIds },
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}

export async function nextIndex(call: Call, wizardCode: string, currentPageIndex: number, submitted: WizardSubmissionPage[]) {
  const pageCode = submitted.at(-1)!.pageCode;
  const res = await call({
    method: 'POST',
    url: `/api/wizards/${wizardCode}/pages/${pageCode}/next-page-index`,
    payload: { currentPageIndex, wizardSubmissionData: { wizardCode, pages: submitted }, crmIdentifiers: noIds },
  });
  return { status: res.statusCode, body: res.json<number | Envelope>() };
}

/** A lookup's value whose display contains `display`. */
export async function lookupValue(call: Call, code: string, display: string, parameters: Record<string, unknown> = {}) {
  const res = await call({ method: 'GET', url: `/api/lookups/${code}/values?parameters=${encodeURIComponent(JSON.stringify(parameters))}` });
  const found = res.json<{ display: string; value: string }[]>().find((v) => v.display.includes(display));
  if (!found) throw new Error(`no ${code} value like ${display}: ${res.body}`);
  return found.value;
}

export async function companyId(t: TestApp, code = 'ACME') {
  const [row] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, code));
  return row!.id;
}

/** Runs `work` in a company's live dataset, as request code would. */
export const inLive = <T>(t: TestApp, company: number, work: (tx: Tx) => Promise<T>) => withScope(t.database.db, { companyId: company, dataset: 'live' }, work);

export const rowCount = (t: TestApp, company: number, table: PgTable) => inLive(t, company, async (tx) => (await tx.select({ n: count() }).from(table))[0]!.n);

/** A building in a company's live dataset. */
export function addBuilding(t: TestApp, company: number, buildingCode: string) {
  return inLive(t, company, async (tx) => {
    const [row] = await tx
      .insert(networkNodes)
      .values({
        buildingCode,
        description: `${buildingCode} Apartments`,
        streetNumber: '45',
        streetName: 'George Street',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
      })
      .returning({ id: networkNodes.id });
    return row!.id;
  });
}
