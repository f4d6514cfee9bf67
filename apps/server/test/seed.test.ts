import { sql } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { clearDataset } from '../src/seed/clear';
import { schemaTables } from '../src/seed/dataset-tables';
import { generateDemoData } from '../src/seed/demo/index';
import { storeDemoPhotos } from '../src/seed/demo/photos';
import { withScope } from '../src/db/tenancy';
import { readFile } from '../src/lib/files/index';
import { createTestApp, type TestApp } from './helpers';

/** Two fresh stores generated with the same seed and day must hold the same data. */
const CUSTOMERS = 120;
const AS_OF = '2026-06-15';

let first: TestApp;
let second: TestApp;
let companyId: number;

async function all<T>(db: Db, query: string): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

async function generate(t: TestApp) {
  const [company] = await all<{ id: number }>(t.database.db, `SELECT id FROM companies WHERE code = 'ACME'`);
  await t.database.db.transaction((tx) => generateDemoData(tx, { companyId: company!.id, dataset: 'demo', customers: CUSTOMERS, seed: 7, asOf: AS_OF }));
  await storeDemoPhotos(t.app.files, { companyId: company!.id, dataset: 'demo' });
  return company!.id;
}

/** A checksum of every dataset table's demo rows, leaving out the stamps of when rows were written. */
async function checksums(db: Db) {
  const result: Record<string, string> = {};
  for (const t of schemaTables().filter((x) => x.scope === 'dataset')) {
    const columns = Object.values(getTableColumns(t.table))
      .map((c) => c.name)
      .filter((name) => !['created_at', 'updated_at', 'refreshed_at'].includes(name))
      .map((name) => `"${name}"`);
    const [row] = await all<{ sum: string }>(
      db,
      `SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS sum
       FROM (SELECT ${columns.join(', ')} FROM "${t.name}" WHERE company_id = ${companyId} AND dataset = 'demo') r`,
    );
    result[t.name] = row!.sum;
  }
  return result;
}

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp();
  companyId = await generate(first);
  expect(await generate(second)).toBe(companyId);
}, 300_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('demo dataset generator', () => {
  it('is deterministic: the same seed and day give the same rows in every table', async () => {
    const a = await checksums(first.database.db);
    const b = await checksums(second.database.db);
    expect(Object.keys(a).length).toBeGreaterThan(60);
    expect(a).toEqual(b);
  });

  it('fills the dataset: customers, contacts, sites, meters, reads, invoices, activities, documents', async () => {
    const [counts] = await all<Record<string, number>>(
      first.database.db,
      `SELECT ${[
        'customers',
        'parties',
        'customer_accounts',
        'sites',
        'utility_accounts',
        'meters',
        'meter_reads',
        'meter_interval_reads',
        'meter_read_imports',
        'price_plans',
        'usage_rate_steps',
        'invoices',
        'invoice_lines',
        'transactions',
        'payments',
        'payment_plans',
        'hardship_cases',
        'family_harm_records',
        'life_support_registrations',
        'concession_cards',
        'activities',
        'activity_notes',
        'email_requests',
        'sms_requests',
        'posted_mail_items',
        'documents',
        'treatments',
        'search_entries',
        'network_nodes',
        'network_node_attributes',
      ]
        .map((t) => `(SELECT count(*)::integer FROM ${t} WHERE company_id = ${companyId} AND dataset = 'demo') AS ${t}`)
        .join(', ')}`,
    );
    expect(counts!.customers).toBe(CUSTOMERS);
    for (const [table, count] of Object.entries(counts!)) expect(count, table).toBeGreaterThan(0);
  });

  it('seeds no unbilled transaction or billing exception of its own: they are what bill runs write', async () => {
    const [counts] = await all<{ unbilled: number; exceptions: number }>(
      first.database.db,
      `SELECT (SELECT count(*)::integer FROM unbilled_transactions WHERE company_id = ${companyId} AND dataset = 'demo') AS unbilled,
         (SELECT count(*)::integer FROM billing_exceptions WHERE company_id = ${companyId} AND dataset = 'demo') AS exceptions`,
    );
    expect(counts).toEqual({ unbilled: 0, exceptions: 0 });
  });

  it("writes each interval day's daily total as the sum of its intervals (billing-rules §4: one source per day)", async () => {
    const [row] = await all<{ days: number; differ: number }>(
      first.database.db,
      `SELECT count(*)::integer AS days, count(*) FILTER (WHERE r.quantity IS DISTINCT FROM (SELECT sum(q) FROM unnest(i.quantities) q))::integer AS differ
       FROM meter_interval_reads i
       LEFT JOIN meter_reads r ON r.company_id = i.company_id AND r.dataset = i.dataset AND r.meter_id = i.meter_id AND r.read_date = i.read_date
       WHERE i.company_id = ${companyId} AND i.dataset = 'demo'`,
    );
    expect(row!.days).toBeGreaterThan(0);
    expect(row!.differ).toBe(0);
  });

  it('has every customer type and status', async () => {
    const rows = await all<{ code: string; status: string }>(
      first.database.db,
      `SELECT DISTINCT t.code, c.status FROM customers c JOIN customer_types t ON t.id = c.customer_type_id WHERE c.company_id = ${companyId} AND c.dataset = 'demo'`,
    );
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(['RESIDENT', 'COMPANY', 'OCCUPIER', 'SUNDRY']));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['ACTIVE', 'CLOSED', 'PROSPECT']));
  });

  it('keeps every balance exactly the sum of its transactions, and every invoice the sum of its lines', async () => {
    const [check] = await all<{ accounts: number; wrong_balances: number; wrong_invoices: number; non_zero: number }>(
      first.database.db,
      `SELECT (SELECT count(*)::integer FROM customer_accounts a WHERE a.company_id = ${companyId} AND a.dataset = 'demo') AS accounts,
         (SELECT count(*)::integer FROM customer_accounts a WHERE a.company_id = ${companyId} AND a.dataset = 'demo'
            AND a.balance <> (SELECT coalesce(sum(t.amount), 0) FROM transactions t WHERE t.customer_account_id = a.id)) AS wrong_balances,
         (SELECT count(*)::integer FROM customer_accounts a WHERE a.company_id = ${companyId} AND a.dataset = 'demo' AND a.balance <> 0) AS non_zero,
         (SELECT count(*)::integer FROM invoices i WHERE i.company_id = ${companyId} AND i.dataset = 'demo'
            AND i.total <> (SELECT sum(l.amount + l.gst) FROM invoice_lines l WHERE l.invoice_id = i.id)) AS wrong_invoices`,
    );
    expect(check).toMatchObject({ accounts: CUSTOMERS, wrong_balances: 0, wrong_invoices: 0 });
    expect(check!.non_zero).toBeGreaterThan(0);
  });

  it('keeps the balance trigger right after the load: a new transaction moves the balance by its amount', async () => {
    const db = first.database.db;
    const [before] = await all<{ id: number; balance: string }>(
      db,
      `SELECT id, balance FROM customer_accounts WHERE company_id = ${companyId} AND dataset = 'demo' ORDER BY id LIMIT 1`,
    );
    await db.execute(
      sql`INSERT INTO transactions (company_id, dataset, customer_account_id, transaction_date, transaction_type, description, amount)
          VALUES (${companyId}, 'demo', ${before!.id}, ${AS_OF}, 'ADJUSTMENT', 'Goodwill credit', -10.05)`,
    );
    const [after] = await all<{ balance: string }>(db, `SELECT balance FROM customer_accounts WHERE id = ${before!.id}`);
    expect(Number(after!.balance) * 100).toBeCloseTo(Number(before!.balance) * 100 - 1005, 6);
    await db.execute(sql`DELETE FROM transactions WHERE customer_account_id = ${before!.id} AND description = 'Goodwill credit'`);
  });

  it('adds every payment plan up: instalments sum to the plan amount', async () => {
    const [check] = await all<{ plans: number; wrong: number; defaulted: number }>(
      first.database.db,
      `SELECT count(*)::integer AS plans,
         count(*) FILTER (WHERE p.total_amount <> (SELECT sum(i.amount) FROM payment_plan_instalments i WHERE i.payment_plan_id = p.id)
                            OR p.number_of_instalments <> (SELECT count(*) FROM payment_plan_instalments i WHERE i.payment_plan_id = p.id))::integer AS wrong,
         count(*) FILTER (WHERE p.status = 'DEFAULTED')::integer AS defaulted
       FROM payment_plans p WHERE p.company_id = ${companyId} AND p.dataset = 'demo'`,
    );
    expect(check!.plans).toBeGreaterThan(0);
    expect(check!.wrong).toBe(0);
    expect(check!.defaulted).toBeGreaterThan(0);
  });

  it('has correspondence in every status, undelivered reasons and a blocked list', async () => {
    const statuses = async (table: string, column: string) =>
      new Set(
        (await all<{ s: string }>(first.database.db, `SELECT DISTINCT ${column} AS s FROM ${table} WHERE company_id = ${companyId} AND dataset = 'demo'`)).map(
          (r) => r.s,
        ),
      );
    expect(await statuses('email_requests', 'request_status')).toEqual(
      new Set(['NEW', 'QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'BOUNCED', 'SUPPRESSED', 'POSTED']),
    );
    expect(await statuses('sms_requests', 'status')).toEqual(new Set(['NEW', 'QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'EXPIRED', 'REJECTED']));
    expect(await statuses('posted_mail_items', 'status')).toEqual(new Set(['NEW', 'PRINTED', 'POSTED', 'RETURNED', 'CANCELLED']));
    const [errors] = await all<{ missing: number; suppressed: number }>(
      first.database.db,
      `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM email_request_errors x WHERE x.email_request_id = e.id))::integer AS missing,
         (SELECT count(*)::integer FROM email_suppressions s WHERE s.company_id = ${companyId} AND s.dataset = 'demo') AS suppressed
       FROM email_requests e WHERE e.company_id = ${companyId} AND e.dataset = 'demo' AND e.request_status IN ('FAILED', 'BOUNCED', 'SUPPRESSED')`,
    );
    expect(errors).toMatchObject({ missing: 0 });
    expect(errors!.suppressed).toBeGreaterThan(0);
  });

  it('has care cases: hardship, family harm, life support awaiting medical confirmation, overdue activities', async () => {
    const [check] = await all<Record<string, number>>(
      first.database.db,
      `SELECT (SELECT count(*)::integer FROM life_support_registrations WHERE company_id = ${companyId} AND dataset = 'demo'
                 AND status = 'AWAITING_CONFIRMATION' AND medical_confirmed_date IS NULL) AS awaiting,
              (SELECT count(*)::integer FROM activities WHERE company_id = ${companyId} AND dataset = 'demo'
                 AND class_id = 2 AND closed_at IS NULL AND required_date < '${AS_OF}') AS overdue,
              (SELECT count(*)::integer FROM hardship_cases WHERE company_id = ${companyId} AND dataset = 'demo') AS hardship,
              (SELECT count(*)::integer FROM family_harm_records WHERE company_id = ${companyId} AND dataset = 'demo') AS family_harm`,
    );
    for (const [name, count] of Object.entries(check!)) expect(count, name).toBeGreaterThan(0);
  });

  it('numbers invoices as the product does (INV000000001 up, oldest first) and leaves the counter at the last', async () => {
    const invoices = await all<{ invoice_number: string; invoice_date: string }>(
      first.database.db,
      `SELECT invoice_number, invoice_date::text FROM invoices WHERE company_id = ${companyId} AND dataset = 'demo' ORDER BY invoice_number`,
    );
    expect(invoices.length).toBeGreaterThan(CUSTOMERS);
    expect(invoices.map((i) => i.invoice_number)).toEqual(invoices.map((_, k) => `INV${String(k + 1).padStart(9, '0')}`));
    const dates = invoices.map((i) => i.invoice_date);
    expect(dates).toEqual([...dates].sort());
    const [counter] = await all<{ last_value: number }>(
      first.database.db,
      `SELECT last_value FROM number_counters WHERE company_id = ${companyId} AND dataset = 'demo' AND kind = 'invoice'`,
    );
    expect(Number(counter!.last_value)).toBe(invoices.length);
  });

  it('has open tasks due around the as-of day: a few overdue by days, most due in the next weeks', async () => {
    const tasks = await all<{ due: number }>(
      first.database.db,
      `SELECT required_date - '${AS_OF}'::date AS due FROM activities
       WHERE company_id = ${companyId} AND dataset = 'demo' AND class_id = 2 AND closed_at IS NULL`,
    );
    const days = tasks.map((t) => Number(t.due));
    expect(Math.min(...days)).toBeGreaterThanOrEqual(-7);
    expect(Math.max(...days)).toBeLessThanOrEqual(28);
    const overdue = days.filter((d) => d < 0).length;
    expect(overdue).toBeGreaterThan(0);
    expect(days.length - overdue).toBeGreaterThan(2 * overdue);
  });

  it('gives each built-in job its tasks: a segment of what its runner did, then work on it, then the workflow cleared', async () => {
    const jobs = await all<{ runner_code: string; codes: string[]; segment: number | null; activity_types: number[]; assignees: number[] }>(
      first.database.db,
      `SELECT j.runner_code, array_agg(d.code ORDER BY t.sort_order) AS codes,
         max((t.settings->>'filterParameterId')::integer) AS segment,
         array_remove(array_agg((t.settings->>'activityTypeId')::integer), NULL) AS activity_types,
         array_remove(array_agg((t.settings->>'assigneeId')::integer), NULL) AS assignees
       FROM system_jobs j JOIN job_tasks t ON t.system_job_id = j.id JOIN task_definitions d ON d.id = t.task_definition_id
       WHERE j.company_id = ${companyId} AND j.dataset = 'demo' AND j.runner_code IS NOT NULL
       GROUP BY j.runner_code ORDER BY j.runner_code`,
    );
    expect(jobs.map((j) => j.runner_code)).toEqual(['ARREARS_REVIEW', 'BUILDING_RECONCILIATION', 'METER_READ_IMPORT', 'SEND_EMAIL_QUEUE']);
    for (const job of jobs) {
      expect(job.codes[0], job.runner_code).toBe('RUN_SEGMENT');
      expect(job.codes.at(-1), job.runner_code).toBe('CLEAR_WORKFLOW_TABLE');
      expect(job.codes, job.runner_code).toContain('CREATE_ACTIVITY');
      expect(job.segment, job.runner_code).not.toBeNull();
      expect([job.activity_types.length, job.assignees.length], job.runner_code).toEqual([1, 1]);
    }
    expect(jobs[0]!.codes).toEqual(['RUN_SEGMENT', 'SEND_SMS', 'CREATE_ACTIVITY', 'CLEAR_WORKFLOW_TABLE']);
  });

  it('generates valid referential data: every foreign key of every table resolves', async () => {
    const orphans: string[] = [];
    for (const t of schemaTables().filter((x) => x.scope === 'dataset')) {
      for (const fk of getTableConfig(t.table).foreignKeys) {
        const ref = fk.reference();
        const cols = ref.columns.map((c) => `c."${c.name}"`);
        const parentCols = ref.foreignColumns.map((c) => `p."${c.name}"`);
        const parent = getTableConfig(ref.foreignTable).name;
        const [row] = await all<{ n: number }>(
          first.database.db,
          `SELECT count(*)::integer AS n FROM "${t.name}" c WHERE c.company_id = ${companyId} AND c.dataset = 'demo'
             AND ${cols.map((c) => `${c} IS NOT NULL`).join(' AND ')}
             AND NOT EXISTS (SELECT 1 FROM "${parent}" p WHERE ${cols.map((c, k) => `${parentCols[k]} = ${c}`).join(' AND ')})`,
        );
        if (row!.n > 0) orphans.push(`${t.name}.${ref.columns.map((c) => c.name).join(',')}: ${row!.n}`);
      }
    }
    expect(orphans).toEqual([]);
  });

  it('indexes one search entry per contact, customer and site, with folded text, account numbers and phone digits', async () => {
    const [check] = await all<Record<string, number>>(
      first.database.db,
      `SELECT (SELECT count(*)::integer FROM search_entries WHERE company_id = ${companyId} AND dataset = 'demo') AS entries,
         (SELECT count(*)::integer FROM parties WHERE company_id = ${companyId} AND dataset = 'demo')
         + (SELECT count(*)::integer FROM customers WHERE company_id = ${companyId} AND dataset = 'demo')
         + (SELECT count(*)::integer FROM sites WHERE company_id = ${companyId} AND dataset = 'demo') AS sources,
         (SELECT count(*)::integer FROM search_entries WHERE company_id = ${companyId} AND dataset = 'demo'
            AND (search_text <> lower(search_text) OR search_text ~ '[éèüöñ]')) AS unfolded,
         (SELECT count(*)::integer FROM search_entries WHERE company_id = ${companyId} AND dataset = 'demo' AND context = 'Customer' AND account_number IS NULL) AS no_account,
         (SELECT count(*)::integer FROM search_entries WHERE company_id = ${companyId} AND dataset = 'demo' AND phone_digits ~ '[^0-9]') AS bad_phone`,
    );
    expect(check!.entries).toBe(check!.sources);
    expect(check).toMatchObject({ unfolded: 0, no_account: 0, bad_phone: 0 });
  });

  it('keeps search entries current through triggers when request code changes contacts, customers and sites', async () => {
    const scope = { companyId, dataset: 'demo' as const };
    const entry = (context: string, id: number) =>
      withScope(first.database.db, scope, (tx) =>
        all<{ header_line: string; search_text: string; line2: string | null }>(
          tx as unknown as Db,
          `SELECT header_line, search_text, line2 FROM search_entries WHERE context = '${context}' AND search_id = ${id}`,
        ),
      );
    const [customer] = await all<{ id: number; party: number; name: string }>(
      first.database.db,
      `SELECT c.id, c.primary_party_id AS party, c.name FROM customers c JOIN customer_types t ON t.id = c.customer_type_id
       WHERE c.company_id = ${companyId} AND c.dataset = 'demo' AND t.code = 'RESIDENT' ORDER BY c.id LIMIT 1`,
    );
    await withScope(first.database.db, scope, (tx) =>
      tx.execute(sql`UPDATE parties SET display_name = 'Zoë Quintessa', first_name = 'Zoë', last_name = 'Quintessa' WHERE id = ${customer!.party}`),
    );
    expect((await entry('Contact', customer!.party))[0]).toMatchObject({ header_line: 'Zoë Quintessa' });
    expect((await entry('Contact', customer!.party))[0]!.search_text).toContain('zoe quintessa');
    expect((await entry('Customer', customer!.id))[0]!.line2).toBe('Zoë Quintessa');

    const created = await withScope(first.database.db, scope, async (tx) => {
      const [type] = await all<{ id: number }>(tx, `SELECT id FROM customer_types WHERE code = 'COMPANY'`);
      const [party] = await all<{ id: number }>(
        tx,
        `INSERT INTO parties (party_type, display_name, organisation_name, mobile_phone) VALUES ('ORGANISATION', 'Quokka Café Pty Ltd', 'Quokka Café Pty Ltd', '0499 111 222') RETURNING id`,
      );
      const [row] = await all<{ id: number }>(
        tx,
        `INSERT INTO customers (customer_number, customer_type_id, name, primary_party_id) VALUES ('NEW1', ${type!.id}, 'Quokka Café Pty Ltd', ${party!.id}) RETURNING id`,
      );
      await tx.execute(sql`INSERT INTO customer_relationships (customer_id, party_id, is_primary) VALUES (${row!.id}, ${party!.id}, true)`);
      await tx.execute(sql`INSERT INTO customer_accounts (customer_id, account_number) VALUES (${row!.id}, '9990001')`);
      return { customer: row!.id, party: party!.id };
    });
    const [card] = await withScope(first.database.db, scope, (tx) =>
      all<{ account_number: string; phone_digits: string; search_text: string; customer_type_code: string }>(
        tx as unknown as Db,
        `SELECT account_number, phone_digits, search_text, customer_type_code FROM search_entries WHERE context = 'Customer' AND search_id = ${created.customer}`,
      ),
    );
    expect(card).toMatchObject({ account_number: '9990001', phone_digits: '0499111222', customer_type_code: 'COMPANY' });
    expect(card!.search_text).toContain('quokka cafe');

    await withScope(first.database.db, scope, async (tx) => {
      await tx.execute(sql`DELETE FROM customer_accounts WHERE customer_id = ${created.customer}`);
      await tx.execute(sql`DELETE FROM customers WHERE id = ${created.customer}`);
    });
    expect(await entry('Customer', created.customer)).toEqual([]);
    expect((await entry('Contact', created.party))[0]).toMatchObject({ header_line: 'Quokka Café Pty Ltd', line2: '0499 111 222' });
  });

  it('writes documents that open as PDFs and meter photos that exist', async () => {
    const docs = await all<{ content: Uint8Array }>(
      first.database.db,
      `SELECT content FROM documents WHERE company_id = ${companyId} AND dataset = 'demo' AND content_type = 'application/pdf' ORDER BY id LIMIT 3`,
    );
    expect(docs.length).toBe(3);
    for (const doc of docs) expect((await PDFDocument.load(doc.content)).getPageCount()).toBe(1);
    const photos = await all<{ image_path: string }>(
      first.database.db,
      `SELECT DISTINCT image_path FROM meter_read_imports WHERE company_id = ${companyId} AND dataset = 'demo' AND image_path IS NOT NULL`,
    );
    expect(photos.length).toBeGreaterThan(0);
    for (const p of photos)
      expect((await readFile(first.app.files, { companyId, dataset: 'demo' }, p.image_path))!.content.subarray(1, 4).toString()).toBe('PNG');
  });

  it('replaces a dataset: clearing removes every row of it and nothing of the other dataset', async () => {
    const db = second.database.db;
    const count = async (dataset: string) =>
      (await all<{ n: number }>(db, `SELECT count(*)::integer AS n FROM customer_accounts WHERE company_id = ${companyId} AND dataset = '${dataset}'`))[0]!.n;
    await db.execute(sql`INSERT INTO customers (company_id, dataset, customer_number, customer_type_id, name)
      SELECT company_id, 'live', 'LIVE1', id, 'Live customer' FROM customer_types WHERE company_id = ${companyId} AND dataset = 'live' AND code = 'RESIDENT'`);
    await db.transaction((tx) => clearDataset(tx, { companyId, dataset: 'demo' }));
    const left = await all<{ t: string }>(
      db,
      schemaTables()
        .filter((x) => x.scope === 'dataset')
        .map((x) => `SELECT '${x.name}' AS t FROM "${x.name}" WHERE company_id = ${companyId} AND dataset = 'demo' HAVING count(*) > 0`)
        .join(' UNION ALL '),
    );
    expect(left).toEqual([]);
    expect(await count('demo')).toBe(0);
    const [live] = await all<{ n: number }>(db, `SELECT count(*)::integer AS n FROM customers WHERE company_id = ${companyId} AND dataset = 'live'`);
    expect(live!.n).toBe(1);
  });
});
