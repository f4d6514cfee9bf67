import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WattleServer } from '../../../../scripts/wattle-server';
import { sqlRows } from '../../src/db/sql-rows';
import { billRunServers, until } from '../billing/bill-run-servers';
import { createTestApp, type TestApp } from '../helpers';
import { signInCookie } from '../raw-http';
import { addCustomer } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';

const LINES = 10_000;
const ACCOUNTS = 200;
const KILLS = 3;

/**
 * Issue 26: the servers paying in a 10,000-line bank file are killed outright (SIGKILL) at random
 * moments, the first possibly while the apply request itself runs; after restarts every line is
 * written once and paid in once, and every balance equals the sum of its transactions. Real server
 * processes (the built dist/main.js) on PostgreSQL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a payment file import whose servers die', () => {
  let t: TestApp;
  const servers = billRunServers('payment-import-faults', () => t.database);
  let csv = '';

  beforeAll(async () => {
    t = await createTestApp();
    const scope = await adminScope(t.database);
    for (let i = 0; i < ACCOUNTS; i++)
      await addCustomer(t.database, scope, { name: `Fault Payer ${i}`, type: 'RESIDENT', accountNumber: String(8_100_000 + i) });
    const lines = ['date,amount,reference,description'];
    // One line in ten names the account by its number, one in twenty names none; the rest carry the payment reference.
    const references = await sqlRows<{ number: string; reference: string }>(
      t.database.db,
      sql`select account_number as number, payment_reference as reference from customer_accounts where account_number like '81%' order by id`,
    );
    for (let n = 0; n < LINES; n++) {
      const account = references[n % ACCOUNTS]!;
      const reference = n % 20 === 0 ? `7${n}` : n % 10 === 0 ? account.number : account.reference;
      lines.push(`02/12/2026,${(n % 97) + 1}.${String(n % 100).padStart(2, '0')},${reference},Fault line ${n}`);
    }
    csv = lines.join('\n');
  }, 180_000);

  afterAll(async () => {
    await servers.close();
    await t?.close();
  });

  /** The apply, sent to `server`; resolves whatever happens to it (the server may be killed while it runs). */
  async function apply(server: WattleServer): Promise<number | null> {
    try {
      const form = new FormData();
      form.append('format', 'BANK_CSV');
      form.append('dryRun', 'false');
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'faults.csv');
      const res = await fetch(`${server.url}/api/payments/imports`, {
        method: 'POST',
        headers: { 'x-csrf': '1', cookie: await signInCookie(server.url) },
        body: form,
      });
      return res.status;
    } catch {
      return null;
    }
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('writes every line once and pays it in once, after kills at random points', async () => {
    let answered: number | null = null;
    for (let kill = 0; kill < KILLS; kill++) {
      const server = await servers.start();
      const sending: Promise<number | null> = answered === 200 ? Promise.resolve(200) : apply(server);
      await pause(200 + Math.floor(Math.random() * 1500));
      await servers.kill(server);
      answered = (await sending) ?? answered;
    }
    const last = await servers.start();
    if (answered !== 200) expect(await apply(last)).toBe(200);

    const counts = () =>
      sqlRows<{ lines: number; pending: number; working: number; payments: number; matched: number; paidTwice: number }>(
        t.database.db,
        sql`select (select count(*) from bank_lines)::integer as lines,
          (select count(*) from bank_lines where status = 'PENDING')::integer as pending,
          (select count(*) from payment_imports where status in ('QUEUED', 'RUNNING'))::integer as working,
          (select count(*) from payments where bank_line_id is not null)::integer as payments,
          (select count(*) from bank_lines where status = 'MATCHED')::integer as matched,
          (select count(*) from (select bank_line_id from payments where bank_line_id is not null group by 1 having count(*) > 1) d)::integer as "paidTwice"`,
      ).then((rows) => rows[0]!);
    const done = await until(counts, (c) => c.lines === LINES && c.pending === 0 && c.working === 0, 'every line paid in', 180_000);
    expect(done).toMatchObject({ lines: LINES, pending: 0, payments: done.matched, paidTwice: 0 });
    expect(done.matched).toBe(LINES - LINES / 20);

    const [ledger] = await sqlRows<{ wrong: number; paid: string; credited: string }>(
      t.database.db,
      sql`select (select count(*) from customer_accounts a
            where a.balance <> (select coalesce(sum(x.amount), 0) from transactions x where x.customer_account_id = a.id))::integer as wrong,
          (select sum(amount)::text from bank_lines where status = 'MATCHED') as paid,
          (select (-sum(amount))::text from transactions where transaction_type = 'PAYMENT' and payment_id in (select id from payments where bank_line_id is not null)) as credited`,
    );
    expect(ledger).toMatchObject({ wrong: 0, paid: ledger!.credited });
  }, 420_000);
});
