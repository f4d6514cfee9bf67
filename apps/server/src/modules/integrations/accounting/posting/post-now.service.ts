import { ACCOUNTING_PLATFORM, texts, type PostingProgress } from '@wattle/contract';
import type { Tx } from '../../../../db/client';
import type { Scope } from '../../../../db/tenancy';
import { queueJob } from '../../../../jobs/job';
import type { Actor } from '../../../../lib/actor';
import { audit } from '../../../../lib/audit';
import { notFound } from '../../../../lib/errors';
import { findIntegration } from '../../addons.repository';
import { accountingPostingJob } from './posting.job';
import { addNewDocuments, postingCounts } from './posting.repository';

/** The connected accounting provider's row, or a 404 (unknown platform, not connected). */
async function connected(tx: Tx, provider: string) {
  const row = provider === ACCOUNTING_PLATFORM ? await findIntegration(tx, ACCOUNTING_PLATFORM) : null;
  if (!row) throw notFound(texts.addons.unknownPlatform(provider));
  if (!row.isConnected || !row.connectedAt) throw notFound(texts.addons.notConnected(provider));
  return { ...row, connectedAt: row.connectedAt };
}

/** Documents waiting (QUEUED while any does) and failed postings of the caller's company. */
export async function postingProgress(tx: Tx, provider: string): Promise<PostingProgress> {
  await connected(tx, provider);
  const { waiting, failed } = await postingCounts(tx);
  return { status: waiting > 0 ? 'QUEUED' : 'COMPLETED', waiting, failed };
}

/**
 * Post now (the Event logs tab; docs/payments.md "Posting to the accounting provider"): instead of
 * waiting for the five-minute clock, the documents written since the last run are added to the
 * postings in this transaction and the company's posting run is queued once it commits. The run is
 * the job's own (one at a time per company, each document once); a server without jobs leaves the
 * postings PENDING for the sweep of one that runs them.
 */
export async function postNow(tx: Tx, scope: Scope, actor: Actor, provider: string): Promise<PostingProgress> {
  const row = await connected(tx, provider);
  await addNewDocuments(tx, row.connectedAt);
  queueJob(tx, accountingPostingJob, { companyId: scope.companyId, dataset: scope.dataset });
  const progress = await postingProgress(tx, provider);
  await audit(tx, { event: 'integrations.post-now', entity: 'integrations', entityId: row.id, newValues: { waiting: progress.waiting }, ...actor });
  return progress;
}
