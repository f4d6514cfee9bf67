import { sql } from 'drizzle-orm';
import { DIRECT_DEBIT_PLATFORMS, type Dataset } from '@wattle/contract';
import { sqlRows } from '../../../db/sql-rows';
import { withScope } from '../../../db/tenancy';
import { businessDate } from '../../../lib/business-date';
import { secretBox } from '../../../lib/secrets';
import { defineJob, queueJob } from '../../../jobs/job';
import { connectedPaymentPlatform, paymentProvidersOf } from '../../integrations/payments/payment-provider-access';
import { datasetsWithPendingDebits, queueDueDebits } from './direct-debit.repository';
import { submitPendingDebits, type DirectDebitScope } from './direct-debit-run';

/**
 * A company's direct-debit run: its PENDING debits handed to the provider. One job per company
 * dataset at a time (key); debits left PENDING by a stopped server are queued again by the sweep.
 */
export const directDebitRunJob = defineJob<DirectDebitScope>({
  queue: 'direct-debit-run',
  key: (scope) => `${scope.companyId}:${scope.dataset}`,
  run: async ({ database, config }, scope) => {
    const providers = paymentProvidersOf(config);
    if (providers) await submitPendingDebits(database, secretBox(config.secretsKey), providers, scope);
  },
  unfinished: ({ database }) => datasetsWithPendingDebits(database.db),
});

/** Hourly: each company's day starts at its own midnight; a pass with nothing due adds nothing. */
const EVERY_HOUR = '20 * * * *';

/**
 * Every company dataset with a direct-debit provider connected: a PENDING debit for each invoice
 * due by its business date (docs/payments.md "Direct debit"), then its run queued.
 */
export const directDebitDueJob = defineJob({
  queue: 'direct-debit-due',
  every: EVERY_HOUR,
  run: async ({ database, config }) => {
    const box = secretBox(config.secretsKey);
    const connected = await sqlRows<{ companyId: number; dataset: Dataset }>(
      database.db,
      sql`select distinct company_id as "companyId", dataset from integrations where is_connected and platform_name = any(${`{${DIRECT_DEBIT_PLATFORMS.join(',')}}`}::text[])`,
    );
    for (const scope of connected) {
      await withScope(database.db, scope, async (tx) => {
        const platform = await connectedPaymentPlatform(tx, box, DIRECT_DEBIT_PLATFORMS);
        if (platform && (await queueDueDebits(tx, platform.platformName, await businessDate(tx))) > 0) queueJob(tx, directDebitRunJob, scope);
      });
    }
  },
});
