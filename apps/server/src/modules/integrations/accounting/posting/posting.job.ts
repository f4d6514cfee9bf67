import { sql } from 'drizzle-orm';
import { ACCOUNTING_PLATFORM, type Dataset } from '@wattle/contract';
import { sqlRows } from '../../../../db/sql-rows';
import { withScope } from '../../../../db/tenancy';
import { defineJob, sendJob, type JobDeps } from '../../../../jobs/job';
import { secretBox } from '../../../../lib/secrets';
import { accountingProviderFor } from '../provider-address';
import { postLedger } from './posting.service';
import { companiesWithWaitingPostings } from './posting.repository';

export interface PostingRun {
  companyId: number;
  dataset: Dataset;
}

/** Every five minutes: documents written since reach the provider within five minutes. */
const EVERY_FIVE_MINUTES = '*/5 * * * *';

async function runPosting(deps: JobDeps, run: PostingRun): Promise<void> {
  const provider = await accountingProviderFor(deps.config);
  if (!provider) return;
  await postLedger({ scoped: (work) => withScope(deps.database.db, run, work), provider, box: secretBox(deps.config.secretsKey) });
}

/**
 * One company's posting run (posting.service postLedger): one at a time per company and dataset;
 * the sweep queues it again for a company whose postings wait (PENDING, or FAILED with attempts
 * left), so a run lost with its server is done by another.
 */
export const accountingPostingJob = defineJob<PostingRun>({
  queue: 'accounting-posting',
  key: (run) => `${run.companyId}:${run.dataset}`,
  run: runPosting,
  unfinished: ({ database }) => companiesWithWaitingPostings(database.db),
});

/** The clock of posting: every five minutes, a run for each company whose accounting provider is connected. */
export const accountingPostingScheduleJob = defineJob({
  queue: 'accounting-posting-schedule',
  every: EVERY_FIVE_MINUTES,
  async run({ database }) {
    const connected = await sqlRows<PostingRun>(
      database.db,
      sql`select company_id as "companyId", dataset from integrations where platform_name = ${ACCOUNTING_PLATFORM} and is_connected`,
    );
    for (const run of connected) await sendJob(database.db, accountingPostingJob, run);
  },
});
