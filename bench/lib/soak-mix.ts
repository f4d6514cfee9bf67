/**
 * The operations of a soak (bench/soak.ts), each what one user action asks of the server, through
 * the contract's endpoint definitions as the web app calls them:
 *  - search: the search dialog's three context calls for one text (apps/web/src/features/search);
 *  - customer page: a customer's summary header and the page's sections, the children of a form
 *    or card list for its first row (Finance, or the customer's Residential / Commercial / Detail page);
 *  - section save: the Finance form read, saved with its payment terms changed (20 ⇄ 21 days, so
 *    it repeats forever), and the summary and section read again as the page does after a save;
 *  - dashboard: the dashboard's first loads (cards, counts, charts, My Activities, ribbons);
 *  - queue page: a page of 50 rows of one of the dashboard's work queues;
 *  - bill run (scheduled): a run over the plan's accounts to COMPLETED, then cancelled (its drafts
 *    removed) so the next has the same work;
 *  - meter-read import (scheduled): a CSV of the next days' reads of the soak's meters uploaded to
 *    the Meter Read Import task, the task run, until the reads are in (its READS section counts them).
 * Only operations without an error are timed; every answer that is not 2xx is an error of its kind.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BILL_RUN_POLL_MS,
  billingEndpoints,
  CUSTOMER_PAGES,
  customerEndpoints,
  dashboardEndpoints,
  isJobWorking,
  SEARCH_CONTEXTS,
  SEARCH_PAGE_SIZE,
  sectionEndpoints,
  searchEndpoints,
  systemJobEndpoints,
  TABLE_PAGE_SIZE,
  type BillRun,
  type DashboardItem,
  type Endpoint,
  type EndpointResponse,
  type SectionConfig,
  type SectionParameters,
  type SubmittedField,
} from '@wattle/contract';
import { callEndpoint, type Answer, type EndpointCall } from './api';
import type { SoakRecorder } from './soak-stats';
import type { SoakPlan } from './soak-store';

export const READ_KINDS = ['search', 'customer page', 'section save', 'dashboard', 'queue page'] as const;
export const SCHEDULED_KINDS = ['bill run', 'meter-read import'] as const;
type ReadKind = (typeof READ_KINDS)[number];
type Kind = ReadKind | (typeof SCHEDULED_KINDS)[number];

/** The read mix's weights: of every 20 operations, 6 searches, 6 customer pages, 2 saves, 2 dashboards, 4 queue pages. */
const WEIGHTS: Record<ReadKind, number> = { search: 6, 'customer page': 6, 'section save': 2, dashboard: 2, 'queue page': 4 };

/** Days of reads per meter in one import. */
const IMPORT_DAYS = 5;
/** The first day of the imported reads: well in the past (an import refuses future reads), advancing IMPORT_DAYS an import. */
const IMPORT_FROM = Date.parse('2020-01-01');
const IMPORT_TIMEOUT_MS = 120_000;
const PAYMENT_TERMS = ['20', '21'] as const;

/** The kinds of the read mix in a fixed interleaved order (smooth weighted round robin): every 20 operations hold the weights exactly. */
export function mixOrder(): ReadKind[] {
  const total = READ_KINDS.reduce((n, kind) => n + WEIGHTS[kind], 0);
  const current = new Map<ReadKind, number>(READ_KINDS.map((kind) => [kind, 0]));
  const order: ReadKind[] = [];
  for (let i = 0; i < total; i++) {
    for (const kind of READ_KINDS) current.set(kind, current.get(kind)! + WEIGHTS[kind]);
    const next = READ_KINDS.reduce((best, kind) => (current.get(kind)! > current.get(best)! ? kind : best));
    current.set(next, current.get(next)! - total);
    order.push(next);
  }
  return order;
}

/** What the server is asked through: its address, the session and the configurations read once at the start. */
export interface SoakTarget {
  url: string;
  cookie: string;
  plan: SoakPlan;
  /** The parent sections of each customer page by screen code (CUSTOMER_PAGES). */
  pages: Map<string, SectionConfig[]>;
  /** The dashboard's work queues that answer a plain page. */
  queues: DashboardItem[];
  /** The Meter Read Import task (its schedule id) and the READS section that shows a meter's reads. */
  importScheduleId: number;
  readsSection: SectionConfig;
}

/** A section's first page as its view asks for it: a form one record, a card list every card, a table 50 rows. */
const pageSizeOf = (section: SectionConfig) => (section.sectionControlType === 'Form' ? 1 : section.sectionControlType === 'CardList' ? 1000 : TABLE_PAGE_SIZE);

/** The detail page of a customer type (CUSTOMER_PAGES' customerTypes). */
const detailPageOf = (type: string) =>
  Object.entries(CUSTOMER_PAGES).find(([, page]) => page.customerTypes?.includes(type as never) && page.sectionCodes.length === 1)?.[0] ?? 'CUSTSUMMARY';

export const SOAK_PAGE_CODES = ['HOMEFINANCE', 'CUSTRESIDENTIAL', 'CUSTCOMMERCIAL', 'CUSTSUMMARY'] as const;

type Ask = <E extends Endpoint>(endpoint: E, call?: EndpointCall) => Promise<Answer<EndpointResponse<E>>>;

export class SoakMix {
  private readonly counters = new Map<string, number>();
  private readonly saving = new Set<number>();
  private imports = 0;

  constructor(
    private readonly target: SoakTarget,
    private readonly recorder: SoakRecorder,
  ) {}

  /** The next of a kind's rotation (customers, queries, queues), spread over the list by a prime step. */
  private next<T>(name: string, list: readonly T[]): T {
    const n = this.counters.get(name) ?? 0;
    this.counters.set(name, n + 1);
    return list[(n * 7919) % list.length]!;
  }

  /**
   * Runs one operation of `kind`: its requests through `ask` (each counted; a non-2xx answer is
   * recorded as an error of the kind and fails the operation); timed when nothing failed.
   */
  private async operation(kind: Kind, work: (ask: Ask) => Promise<void>): Promise<void> {
    const at = this.recorder.now();
    let failed = false;
    const ask = (async (endpoint: Endpoint, call?: EndpointCall) => {
      this.recorder.request();
      const answer = await callEndpoint(this.target.url, this.target.cookie, endpoint, call);
      if (!answer.ok) {
        failed = true;
        this.recorder.error(kind, answer.route, answer.status, typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      }
      return answer;
    }) as Ask;
    try {
      await work(ask);
    } catch (error) {
      failed = true;
      this.recorder.error(kind, 'check', -1, (error as Error).message);
    }
    if (!failed) this.recorder.sample(kind, at, this.recorder.now() - at);
  }

  run(kind: ReadKind): Promise<void> {
    switch (kind) {
      case 'search':
        return this.search();
      case 'customer page':
        return this.customerPage();
      case 'section save':
        return this.sectionSave();
      case 'dashboard':
        return this.dashboard();
      case 'queue page':
        return this.queuePage();
    }
  }

  private search() {
    const { text } = this.next('search', this.target.plan.queries);
    return this.operation('search', async (ask) => {
      await Promise.all(
        SEARCH_CONTEXTS.map((searchContext) =>
          ask(searchEndpoints.byText, { query: { searchContext, searchValue: text, columnId: 0, openOnly: true, page: 1, pageSize: SEARCH_PAGE_SIZE } }),
        ),
      );
    });
  }

  /** A section's first page, then (a form or card list) its children for its first row, as SectionRenderer does. */
  private async section(ask: Ask, section: SectionConfig, parameters: SectionParameters): Promise<void> {
    const answer = await ask(sectionEndpoints.data, {
      params: { sectionId: section.id },
      query: { parameters: JSON.stringify(parameters), page: 1, itemsPerPage: pageSizeOf(section) },
    });
    const first = answer.ok ? answer.body.rows[0] : undefined;
    if (section.sectionControlType === 'DataGrid' || !first?.key) return;
    await Promise.all(section.childSections.map((child) => this.section(ask, child, { ...parameters, parentKey: first.key })));
  }

  private customerPage() {
    const customer = this.next('customer page', this.target.plan.customers);
    const page = (this.counters.get('customer page')! % 2 === 0 ? 'HOMEFINANCE' : detailPageOf(customer.type)) as (typeof SOAK_PAGE_CODES)[number];
    return this.operation('customer page', async (ask) => {
      const ids = { customerId: customer.id };
      await Promise.all([
        ask(customerEndpoints.summary, { params: { customerId: customer.id } }),
        ...this.target.pages.get(page)!.map((section) => this.section(ask, section, ids)),
      ]);
    });
  }

  private sectionSave() {
    const free = this.target.plan.saveCustomers.filter((id) => !this.saving.has(id));
    if (free.length === 0) return Promise.resolve();
    const customerId = this.next('section save', free);
    this.saving.add(customerId);
    const finance = this.target.pages.get('HOMEFINANCE')!.find((s) => s.code === 'CUSTFINANCE')!;
    const parameters = JSON.stringify({ customerId });
    return this.operation('section save', async (ask) => {
      const loaded = await ask(sectionEndpoints.data, { params: { sectionId: finance.id }, query: { parameters, page: 1, itemsPerPage: 1 } });
      const row = loaded.ok ? loaded.body.rows[0] : undefined;
      if (!row) {
        if (loaded.ok) throw new Error(`customer ${customerId} has no Finance record`);
        return;
      }
      const terms = row.values.paymentTermsDays === PAYMENT_TERMS[1] ? PAYMENT_TERMS[0] : PAYMENT_TERMS[1];
      // What the form sends (useSectionForm's submittedFields): every editable field, then the key.
      const fields: SubmittedField[] = finance.displayFields
        .filter((f) => f.editable)
        .map((f) => {
          const value = f.name === 'paymentTermsDays' ? terms : (row.values[f.name] ?? '');
          return { name: f.name, id: f.fieldId, value, displayValue: row.displayValues[f.name] ?? value, isDirty: f.name === 'paymentTermsDays' };
        });
      fields.push({ name: finance.keyColumn!, id: null, value: row.key ?? '', displayValue: null, isDirty: false });
      const saved = await ask(sectionEndpoints.save, {
        params: { sectionId: finance.id },
        query: { parameters },
        body: { id: finance.id, sectionControlType: finance.sectionControlType, items: [{ fields, version: row.version }] },
      });
      if (!saved.ok) return;
      await Promise.all([
        ask(sectionEndpoints.data, { params: { sectionId: finance.id }, query: { parameters, page: 1, itemsPerPage: 1 } }),
        ask(customerEndpoints.summary, { params: { customerId } }),
      ]);
    }).finally(() => this.saving.delete(customerId));
  }

  private dashboard() {
    return this.operation('dashboard', async (ask) => {
      await Promise.all(
        [
          dashboardEndpoints.userItems,
          dashboardEndpoints.notifications,
          dashboardEndpoints.userCharts,
          dashboardEndpoints.activities,
          dashboardEndpoints.ribbons,
        ].map((endpoint) => ask(endpoint)),
      );
    });
  }

  private queuePage() {
    const queue = this.next('queue page', this.target.queues);
    return this.operation('queue page', async (ask) => {
      await ask(dashboardEndpoints.processData, { params: { id: queue.id }, query: { processCode: queue.code, page: 1, itemsPerPage: TABLE_PAGE_SIZE } });
    });
  }

  /** A bill run over the plan's accounts, started, followed to its end as the dashboard does, and cancelled; answers a line on it. */
  async billRun(): Promise<string> {
    const { plan } = this.target;
    let line = 'bill run failed';
    await this.operation('bill run', async (ask) => {
      const started = await ask(billingEndpoints.startRun, {
        body: { periodTo: plan.periodTo, invoiceDate: plan.invoiceDate, customerAccountIds: plan.billRunAccounts },
      });
      if (!started.ok) return;
      const { id } = started.body;
      let run: BillRun;
      for (;;) {
        await sleep(BILL_RUN_POLL_MS);
        const answer = await ask(billingEndpoints.run, { params: { id } });
        if (!answer.ok) return;
        run = answer.body;
        if (run.status !== 'QUEUED' && run.status !== 'RUNNING') break;
      }
      const cancelled = await ask(billingEndpoints.cancelRun, { params: { id } });
      if (run.status !== 'COMPLETED') throw new Error(`bill run ${id} ${run.status}: ${run.error ?? ''}`);
      line =
        `bill run ${id}: ${run.accountsTotal} accounts, ${run.invoices} invoices, ${run.exceptions} exceptions, ${run.notrans} NOTRANS in ` +
        `${((Date.parse(run.finishedAt!) - Date.parse(run.startedAt!)) / 1000).toFixed(1)} s; cancelled` +
        (cancelled.ok ? ` (${cancelled.body.removed} drafts removed)` : '');
    });
    return line;
  }

  /** The next days' reads of every soak meter uploaded and imported; answers a line on it. */
  async meterReadImport(): Promise<string> {
    const { plan, importScheduleId, readsSection } = this.target;
    const k = this.imports++;
    const lines = ['meter_code,read_date,reading'];
    for (const meter of plan.meters) {
      for (let d = 0; d < IMPORT_DAYS; d++) {
        const day = k * IMPORT_DAYS + d;
        lines.push(`${meter.code},${new Date(IMPORT_FROM + day * 86_400_000).toISOString().slice(0, 10)},${1000 + (day + 1) * 10}`);
      }
    }
    const rows = lines.length - 1;
    const last = plan.meters.at(-1)!;
    let line = `meter-read import ${k + 1} failed`;
    await this.operation('meter-read import', async (ask) => {
      const started = performance.now();
      const form = new FormData();
      form.append('file0', new Blob([lines.join('\n')], { type: 'text/csv' }), `soak-${k + 1}.csv`);
      const uploaded = await ask(dashboardEndpoints.importCsv, { params: { scheduleId: importScheduleId }, form });
      if (!uploaded.ok) return;
      const params = { uploadId: uploaded.body.uploadId };
      let upload = await ask(dashboardEndpoints.meterDataUpload, { params });
      while (upload.ok && isJobWorking(upload.body.status)) {
        await sleep(250);
        upload = await ask(dashboardEndpoints.meterDataUpload, { params });
      }
      if (!upload.ok) return;
      const warnings = upload.body.messages.filter((m) => m.messageType !== 'Success' && m.messageType !== 'Information');
      if (warnings.length) throw new Error(`upload ${k + 1}: ${warnings.map((m) => m.message).join('; ')}`);
      const uploadMs = performance.now() - started;
      const ran = await ask(systemJobEndpoints.run, { params: { id: importScheduleId } });
      if (!ran.ok) return;
      const expected = (k + 1) * IMPORT_DAYS;
      const parameters = JSON.stringify({ meterId: last.id });
      for (;;) {
        const reads = await ask(sectionEndpoints.data, { params: { sectionId: readsSection.id }, query: { parameters, page: 1, itemsPerPage: 1 } });
        if (!reads.ok) return;
        if (reads.body.totalItems >= expected) break;
        if (performance.now() - started > IMPORT_TIMEOUT_MS)
          throw new Error(`import ${k + 1}: ${reads.body.totalItems} of ${expected} reads of ${last.code} in after ${IMPORT_TIMEOUT_MS / 1000} s`);
        await sleep(250);
      }
      line = `meter-read import ${k + 1}: ${rows} rows uploaded in ${Math.round(uploadMs)} ms, in the meters' reads ${((performance.now() - started) / 1000).toFixed(1)} s after the upload began`;
    });
    return line;
  }
}
