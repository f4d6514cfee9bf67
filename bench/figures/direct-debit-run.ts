/**
 * Direct debit (issue 26), in process on a fresh store of each database: BENCH_DIRECT_DEBITS
 * invoices (100,000 by default) due today on accounts paying by direct debit, each with a mandate,
 * queued as PENDING debits (`queueDueDebits`, one set-based statement) and handed to the sandbox
 * payment provider over real HTTP (`submitPendingDebits`: a round of debits read, sent with
 * bounded concurrency on keep-alive connections, each with its Idempotency-Key, and marked
 * SUBMITTED). Target: at most 60 s for 100,000.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { users } from '../../apps/server/src/db/schema/index';
import { withScope } from '../../apps/server/src/db/tenancy';
import { secretBox } from '../../apps/server/src/lib/secrets';
import { ensureBootstrap } from '../../apps/server/src/seed/bootstrap';
import { httpPaymentProvider, paymentConnections } from '../../apps/server/src/modules/integrations/payments/http-payment-provider';
import { startPaymentSandbox } from '../../apps/server/src/modules/integrations/payments/sandbox-server';
import { queueDueDebits } from '../../apps/server/src/modules/payments/direct-debit/direct-debit.repository';
import { submitPendingDebits } from '../../apps/server/src/modules/payments/direct-debit/direct-debit-run';
import type { Figure, Row } from '../lib/figure';
import { count, seconds } from '../lib/format';

const DEBITS = Number(process.env.BENCH_DIRECT_DEBITS ?? 100_000);
const SECRET_KEY = 'sk_test_bench';
const TODAY = '2026-01-01';

export const directDebitRun: Figure = {
  title: `Direct debit: a run of ${count(DEBITS)} due invoices handed to the sandbox provider`,
  async run(context) {
    const rows: Row[] = [];
    for (const store of context.stores) {
      const env = store.freshEnv();
      const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
      const sandbox = await startPaymentSandbox({
        accounts: [{ platform: 'directdebit', secretKey: SECRET_KEY }],
        webhookBase: 'http://127.0.0.1:9',
        debits: 'manual',
      });
      // The app's own pool of keep-alive connections (integrations/payments/payment-provider-access.ts).
      const connections = paymentConnections();
      try {
        const config = loadConfig({ ...env, DEMO_CUSTOMERS: '0', LOG_LEVEL: 'silent' });
        await runMigrations(database);
        await ensureBootstrap(database, config, { info: () => undefined });
        const [admin] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'admin'));
        const scope = { companyId: admin!.companyId, dataset: 'live' as const };
        const box = secretBox(config.secretsKey);
        // One bank account at the sandbox that every bench mandate names (setting up 100,000 is not what is measured).
        const mandate = await httpPaymentProvider({ baseUrl: sandbox.url, secretKey: SECRET_KEY, connections }).createMandate({
          accountName: 'Bench',
          bsb: '000000',
          accountNumber: '000123456',
          metadata: {},
          idempotencyKey: 'bench-mandate',
        });
        // Each step in its own transaction, statistics taken after it (a foreign-key check planned on a
        // table analysed while empty scans the whole table per row), the search triggers aside (the
        // demo generator's bulk load: refreshing 100,000 customers' cards at once is quadratic).
        const step = async (statement: SQL) => {
          await withScope(database.db, scope, async (tx) => {
            await tx.execute(sql`select set_config('wattle.bulk_load', 'on', true)`);
            await tx.execute(statement);
          });
          await database.db.execute(sql`analyze`);
        };
        await step(sql`insert into integrations (platform_name, integration_type, is_connected, connected_at) values ('directdebit', 'PAYMENT', true, now())`);
        await step(sql`insert into integration_tokens (integration_id, token_source, access_token)
          select id, 'directdebit', ${box.seal(`pk_test_bench|${SECRET_KEY}`)} from integrations where platform_name = 'directdebit'`);
        await step(sql`insert into parties (display_name) select 'Bench ' || n from generate_series(1, ${DEBITS}::int) n`);
        await step(sql`insert into customers (customer_number, customer_type_id, name, primary_party_id)
          select 'DDB' || p.id, (select id from customer_types order by id limit 1), p.display_name, p.id from parties p where p.display_name like 'Bench %'`);
        await step(sql`insert into customer_accounts (customer_id, account_number, payment_method)
          select c.id, c.customer_number, 'DIRECT_DEBIT' from customers c where c.customer_number like 'DDB%'`);
        await step(sql`insert into direct_debit_mandates (customer_account_id, platform_name, provider_customer_id, provider_payment_method_id, account_name, bsb, account_number_sealed, account_number_last4, created_at)
          select a.id, 'directdebit', ${mandate.customerId}, ${mandate.paymentMethodId}, 'Bench', '000000', 'sealed', '3456', ${TODAY}::date - 30
          from customer_accounts a where a.account_number like 'DDB%'`);
        await step(sql`insert into invoices (customer_account_id, invoice_number, invoice_date, due_date, amount_ex_gst, total, status, issued_at)
          select a.id, 'DDB-INV-' || a.id, ${TODAY}::date - 14, ${TODAY}::date, 90.91, 100.00 + (a.id % 100) / 100.0, 'ISSUED', now()
          from customer_accounts a where a.account_number like 'DDB%'`);

        const started = performance.now();
        const queued = await withScope(database.db, scope, (tx) => queueDueDebits(tx, 'directdebit', TODAY));
        const queuedMs = performance.now() - started;
        const submitted = await submitPendingDebits(
          database,
          box,
          async (key) => httpPaymentProvider({ baseUrl: sandbox.url, secretKey: key, connections }),
          scope,
        );
        const totalMs = performance.now() - started;
        rows.push({
          figure: `Direct-debit run: ${count(DEBITS)} due invoices queued and handed to the sandbox provider over HTTP (target 60 s)`,
          database: store.label,
          result: `${seconds(totalMs)} (${count(queued)} queued in ${seconds(queuedMs)}, ${count(submitted)} submitted in ${seconds(totalMs - queuedMs)}, ${count(sandbox.paymentIntents.length)} payment intents at the sandbox, ${count(submitted / (totalMs / 1000))} debits/s)`,
        });
      } finally {
        await connections.close();
        await sandbox.close();
        await database.close();
      }
    }
    return rows;
  },
};
