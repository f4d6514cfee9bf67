import { MAILHOUSE_PLATFORM } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { defineJob, queueJob } from '../../jobs/job';
import { secretBox } from '../../lib/secrets';
import { mailhouseOf } from '../integrations/mailhouse/mailhouse-access';
import { submitDueLetters } from './mail-sender';
import { postedMailItems } from '../../db/schema/index';
import { companiesWithDue } from './provider-outbox';

export interface MailSubmitJob {
  companyId: number;
  dataset: 'live' | 'demo';
}

/**
 * Submits a company's due posted letters to its mail house (mail-sender.ts): one job per company
 * and dataset at a time; queued after the commit that wrote NEW letters, and by the sweep every
 * minute for letters whose back-off has passed (the mail house was down) or whose submission was lost.
 */
export const mailSubmitJob = defineJob<MailSubmitJob>({
  queue: 'mail-submit',
  key: (job) => `${job.companyId}:${job.dataset}`,
  pollingIntervalSeconds: 0.5,
  run: async (deps, job) => {
    await submitDueLetters({ database: deps.database, files: deps.files, mailhouse: mailhouseOf(deps.config), box: secretBox(deps.config.secretsKey) }, job);
  },
  unfinished: ({ database }) => companiesWithDue(database.db, postedMailItems, MAILHOUSE_PLATFORM),
});

/** Transactions that already queue the submission job (a bulk send writes many letters in one). */
const queued = new WeakSet<Tx>();

/** Queues the scope's submission job once `tx` commits (NEW letters written or returned to New); once per transaction. */
export function queueMailSubmission(tx: Tx, scope: Pick<Scope, 'companyId' | 'dataset'>) {
  if (queued.has(tx)) return;
  queued.add(tx);
  queueJob(tx, mailSubmitJob, { companyId: scope.companyId, dataset: scope.dataset });
}
