import { ACCOUNTING_PLATFORM, texts } from '@wattle/contract';
import { AppError } from '../../../../lib/errors';
import { findIntegration } from '../../addons.repository';
import { logEvent, tenantsOf } from '../accounting.repository';
import { withAccessToken, type AccountingContext } from '../accounting.service';
import { postingAccounts, prepareDocument, type PostingAccounts } from './posting-documents';
import { addNewDocuments, markFailed, markPosted, postingsToSend, type Posting } from './posting.repository';

const t = texts.accounting;
const SUCCESS = 'SUCCESS';

interface Run {
  integrationId: number;
  /** The organisation documents go to: the first connected one by name. */
  tenantId: string | null;
  accounts: PostingAccounts;
}

/**
 * Posts one document in three short steps, no transaction held while the provider answers: the
 * provider's document is built from the ledger; it is posted with the posting's idempotency key
 * (so a retry after a lost answer gets the first answer, not a second document); the outcome and
 * its event-log entry are written together. A document that cannot be built (an account not
 * mapped, say) fails without a call.
 */
async function postOne(ctx: AccountingContext, run: Run, posting: Posting): Promise<void> {
  const prepared = await ctx.scoped((tx) => prepareDocument(tx, posting, run.accounts));
  const activity = t.postLog(prepared?.label ?? `${posting.documentKind} ${posting.documentId}`);
  if (!prepared || 'problem' in prepared || !run.tenantId) {
    const problem = !prepared ? t.documentGone : 'problem' in prepared ? prepared.problem : t.noOrganisation;
    await ctx.scoped(async (tx) => {
      await markFailed(tx, posting.id, problem);
      await logEvent(tx, run.integrationId, activity, t.errorStatus, problem);
    });
    return;
  }
  const tenantId = run.tenantId;
  let providerId: string;
  try {
    providerId = await withAccessToken(ctx, ACCOUNTING_PLATFORM, activity, (access) =>
      ctx.provider.post(access, tenantId, prepared.document, posting.idempotencyKey),
    );
  } catch (error) {
    // withAccessToken has written the provider's refusal to the event log.
    if (!(error instanceof AppError)) throw error;
    await ctx.scoped((tx) => markFailed(tx, posting.id, error.message));
    return;
  }
  await ctx.scoped(async (tx) => {
    await markPosted(tx, posting.id, providerId);
    await logEvent(tx, run.integrationId, activity, SUCCESS, JSON.stringify({ idempotencyKey: posting.idempotencyKey, providerId }));
  });
}

/**
 * One posting run for the company of `ctx` (docs/payments.md "Posting to the accounting
 * provider"): when its accounting provider is connected, the ledger documents written since it was
 * connected are added to the postings, then every PENDING posting, and every FAILED one with
 * attempts left, is posted in order, one at a time.
 */
export async function postLedger(ctx: AccountingContext): Promise<void> {
  const run = await ctx.scoped(async (tx): Promise<Run | null> => {
    const row = await findIntegration(tx, ACCOUNTING_PLATFORM);
    if (!row?.isConnected || !row.connectedAt) return null;
    await addNewDocuments(tx, row.connectedAt);
    const [tenant] = await tenantsOf(tx, row.id);
    return { integrationId: row.id, tenantId: tenant?.tenantId ?? null, accounts: await postingAccounts(tx, row.id) };
  });
  if (!run) return;
  let afterId = 0;
  for (;;) {
    const batch = await ctx.scoped((tx) => postingsToSend(tx, afterId));
    if (batch.length === 0) return;
    for (const posting of batch) {
      await postOne(ctx, run, posting);
      afterId = posting.id;
    }
  }
}
