import { SMS_PLATFORM } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { defineJob, queueJob } from '../../jobs/job';
import { secretBox } from '../../lib/secrets';
import { smsProvidersOf } from '../integrations/sms/sms-provider-access';
import { sendDueSms } from './sms-sender';
import { smsRequests } from '../../db/schema/index';
import { companiesWithDue } from './provider-outbox';

export interface SmsSendJob {
  companyId: number;
  dataset: 'live' | 'demo';
}

/**
 * Sends a company's due SMS (sms-sender.ts): one job per company and dataset at a time; queued after
 * the commit that wrote NEW requests, and by the sweep every minute for requests whose back-off has
 * passed (the provider was down) or whose sending was lost.
 */
export const smsSendJob = defineJob<SmsSendJob>({
  queue: 'sms-send',
  key: (job) => `${job.companyId}:${job.dataset}`,
  pollingIntervalSeconds: 0.5,
  run: async (deps, job) => {
    await sendDueSms(
      { database: deps.database, providers: smsProvidersOf(deps.config), box: secretBox(deps.config.secretsKey), publicUrl: deps.config.publicUrl },
      job,
    );
  },
  unfinished: ({ database }) => companiesWithDue(database.db, smsRequests, SMS_PLATFORM),
});

/** Queues the scope's send job once `tx` commits (NEW requests written or returned to New). */
export const queueSmsSending = (tx: Tx, scope: Pick<Scope, 'companyId' | 'dataset'>) =>
  queueJob(tx, smsSendJob, { companyId: scope.companyId, dataset: scope.dataset });
