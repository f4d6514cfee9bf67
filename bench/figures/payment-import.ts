/**
 * Money in (issue 26), in process on a fresh store of each database: a bank CSV of
 * BENCH_PAYMENT_LINES lines (100,000 by default), one payment per account, each account owing one
 * issued invoice (and last quarter's paid, as a store in use has), and one line in fifty naming no account. Applied as `POST /payments/imports`
 * does (`applyPaymentFile`: read, matched, lines written) and paid in by the import's job
 * (payments, transactions, allocations, audit rows). Targets: 30 s on PostgreSQL, 60 s on PGlite.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { sqlRows } from '../../apps/server/src/db/sql-rows';
import { users } from '../../apps/server/src/db/schema/index';
import { withScope } from '../../apps/server/src/db/tenancy';
import type { JobDeps } from '../../apps/server/src/jobs/job';
import type { Scoped } from '../../apps/server/src/lib/batches';
import { paymentImportJob } from '../../apps/server/src/modules/payments/payment-import.job';
import { applyPaymentFile } from '../../apps/server/src/modules/payments/payment-imports.service';
import { ensureBootstrap } from '../../apps/server/src/seed/bootstrap';
import type { Figure, Row } from '../lib/figure';
import { count, seconds } from '../lib/format';

const LINES = Number(process.env.BENCH_PAYMENT_LINES ?? 100_000);
const UNMATCHED_EVERY = 50;

/** A bootstrapped store with LINES accounts (numbers 5000000 …), each owing one issued invoice of $100 due 1 Nov 2026. */
async function storeWithDebtors(env: Record<string, string>): Promise<{ database: Database; scope: { companyId: number; dataset: 'live' } }> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  await runMigrations(database);
  await ensureBootstrap(database, loadConfig({ ...env, DEMO_CUSTOMERS: '0', LOG_LEVEL: 'silent' }), { info: () => undefined });
  const [admin] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'admin'));
  const scope = { companyId: admin!.companyId, dataset: 'live' as const };
  // Each step in its own transaction, statistics taken after it: a foreign-key check planned on a
  // table analysed while empty scans the whole table for every row inserted.
  const step = async (...statements: SQL[]) => {
    await withScope(database.db, scope, async (tx) => {
      // No search cards are needed here: the search triggers stand aside (the demo generator's bulk load).
      await tx.execute(sql`select set_config('wattle.bulk_load', 'on', true)`);
      for (const statement of statements) await tx.execute(statement);
    });
    await database.db.execute(sql`analyze`);
  };
  await step(sql`insert into customers (customer_number, customer_type_id, name)
    select 'BENCH' || n, (select id from customer_types where code = 'RESIDENT'), 'Bench Debtor ' || n from generate_series(1, ${LINES}::int) n`);
  await step(sql`insert into customer_accounts (customer_id, account_number)
    select id, (5000000 + substr(customer_number, 6)::int)::text from customers where customer_number like 'BENCH%'`);
  // A history as a store in use has one: last quarter's invoice, paid and allocated; then this quarter's, owing.
  await step(
    sql`insert into invoices (customer_account_id, invoice_number, invoice_date, due_date, amount_ex_gst, total, status, issued_at)
      select id, 'BENCH-OLD-' || id, '2026-07-18', '2026-08-01', 90, 90, 'PAID', now() from customer_accounts`,
    sql`insert into payments (customer_account_id, payment_date, amount, method, reference)
      select id, '2026-07-30', 90, 'BPAY', payment_reference from customer_accounts`,
  );
  await step(
    sql`insert into payment_allocations (payment_id, invoice_id, amount)
      select p.id, (select i.id from invoices i where i.invoice_number = 'BENCH-OLD-' || p.customer_account_id), 90 from payments p`,
    sql`insert into invoices (customer_account_id, invoice_number, invoice_date, due_date, amount_ex_gst, total, status, issued_at)
      select id, 'BENCH-INV-' || id, '2026-10-18', '2026-11-01', 100, 100, 'ISSUED', now() from customer_accounts`,
  );
  // The ledger with the balances' trigger on (no bulk load).
  await withScope(database.db, scope, async (tx) => {
    await tx.execute(sql`insert into transactions (customer_account_id, transaction_date, transaction_type, description, reference, amount, invoice_id)
      select customer_account_id, invoice_date, 'INVOICE', 'Invoice ' || invoice_number, invoice_number, total, id from invoices`);
    await tx.execute(sql`insert into transactions (customer_account_id, transaction_date, transaction_type, description, reference, amount, payment_id)
      select customer_account_id, payment_date, 'PAYMENT', 'Payment received (BPAY)', reference, -amount, id from payments`);
  });
  // Statistics as autovacuum keeps them on a store in use.
  await database.db.execute(sql`analyze`);
  return { database, scope };
}

export const paymentImportFigure: Figure = {
  title: `Money in: a bank CSV of ${count(LINES)} lines imported and allocated`,
  async run(context) {
    const rows: Row[] = [];
    for (const store of context.stores) {
      const { database, scope } = await storeWithDebtors(store.freshEnv());
      try {
        const scoped: Scoped = (work) => withScope(database.db, scope, work);
        const references = await scoped((tx) => sqlRows<{ ref: string }>(tx, sql`select payment_reference as ref from customer_accounts order by id`));
        const lines = ['date,amount,reference,description'];
        references.forEach(({ ref }, i) => lines.push(`20/11/2026,${60 + (i % 80)}.50,${i % UNMATCHED_EVERY === 0 ? `9${ref}` : ref},BPAY ${ref}`));
        const started = performance.now();
        const report = await scoped((tx) => applyPaymentFile(tx, { fileName: 'bench.csv', format: 'BANK_CSV', text: lines.join('\n') }, 'admin'));
        const appliedMs = performance.now() - started;
        await paymentImportJob.run({ database } as JobDeps, { ...scope, importId: report.importId! });
        const totalMs = performance.now() - started;
        const [check] = await scoped((tx) =>
          sqlRows<{ paid: number; allocations: number }>(
            tx,
            sql`select (select count(*) from payments where bank_line_id is not null)::integer as paid,
              (select count(*) from payment_allocations a join payments p on p.id = a.payment_id where p.bank_line_id is not null)::integer as allocations`,
          ),
        );
        rows.push({
          figure: `Bank CSV of ${count(LINES)} lines: read, matched and written (the request), then paid in and allocated by the job (target 30 s PostgreSQL, 60 s PGlite)`,
          database: store.label,
          result: `${seconds(totalMs)} (request ${seconds(appliedMs)}; ${count(check!.paid)} payments, ${count(check!.allocations)} allocations, ${count(report.unmatched)} unallocated)`,
        });
      } finally {
        await database.close();
      }
    }
    return rows;
  },
};
