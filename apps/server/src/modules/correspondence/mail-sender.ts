import { MAILHOUSE_MAX_ATTEMPTS, MAILHOUSE_PLATFORM, MAILHOUSE_SEND_BATCH, texts } from '@wattle/contract';
import type { Database } from '../../db/client';
import { withScope, type Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';
import type { SecretBox } from '../../lib/secrets';
import { connectedMailhouse, type MailhouseFor } from '../integrations/mailhouse/mailhouse-access';
import { MailhouseDeclined, MailhouseDown, MailhouseRefused, type MailhouseProvider, type OutgoingLetter } from '../integrations/mailhouse/mailhouse-provider';
import { documentFile } from './document-content';
import { mailAddressOf } from './posted-address';
import { postedMailItems } from '../../db/schema/index';
import { dueLetters, markFailed, markSubmitted, releaseInterrupted, senderName } from './posted-mail.repository';
import { markClaimed, release } from './provider-outbox';

export interface MailSendDeps {
  database: Database;
  files: FileStore;
  mailhouse: MailhouseFor;
  box: SecretBox;
}

export interface MailSendOptions {
  /** Letters claimed per short transaction. */
  batch?: number;
  /** Attempts while the mail house is down, then FAILED with the reason. */
  maxAttempts?: number;
  /** The first back-off; each further attempt waits twice as long. */
  backoffSeconds?: number;
  /** A claim unanswered this long was interrupted (its server stopped): back to NEW, submitted again under the same key. */
  interruptedAfterSeconds?: number;
}

export interface MailSendOutcome {
  submitted: number;
  failed: number;
  /** Put back to wait for the mail house (down or refusing the authorisation). */
  waiting: number;
}

type ScopeKey = Pick<Scope, 'companyId' | 'dataset'>;
type Claimed = { id: number; attempts: number; letter: OutgoingLetter };

/** The letter's idempotency key at the mail house: one per posted-mail item, so a repeat answers the first letter. */
const idempotencyKey = (scope: ScopeKey, id: number) => `wattle-${scope.companyId}-${scope.dataset}-posted-mail-${id}`;

/**
 * Submits the scope's due NEW letters to its connected mail house (docs/integrations.md "Mail and
 * post"), a batch at a time: each batch is claimed in one short transaction (QUEUED; its PDFs read;
 * a letter without a PDF or a postal address FAILED with the reason), then submitted outside any
 * transaction, each answer written at once in its own short transaction: taken (SUBMITTED with the
 * mail house's letter id; tracking events move it on), declined (FAILED with the mail house's
 * words), or the mail house down or refusing the authorisation (back to NEW after a back-off,
 * FAILED with the reason after maxAttempts; the rest of the batch put back untouched). Every
 * submission carries the letter's idempotency key, so a repeat after a lost answer never posts it
 * twice. Without a connected card nothing happens: letters wait NEW to be printed, as before.
 */
export async function submitDueLetters(deps: MailSendDeps, scope: ScopeKey, options: MailSendOptions = {}): Promise<MailSendOutcome> {
  const batch = options.batch ?? MAILHOUSE_SEND_BATCH;
  const policy = { maxAttempts: options.maxAttempts ?? MAILHOUSE_MAX_ATTEMPTS, backoffSeconds: options.backoffSeconds ?? 30 };
  const scoped = <T>(work: Parameters<typeof withScope<T>>[2]) => withScope(deps.database.db, scope, work);
  const outcome: MailSendOutcome = { submitted: 0, failed: 0, waiting: 0 };
  if (!deps.mailhouse) return outcome;
  const connection = await scoped(async (tx) => {
    await releaseInterrupted(tx, options.interruptedAfterSeconds ?? 300);
    const connected = await connectedMailhouse(tx, deps.box);
    return connected ? { ...connected, from: { name: await senderName(tx, scope.companyId) } } : null;
  });
  if (!connection) return outcome;
  const provider = (await deps.mailhouse()).provider(connection.accessToken);
  for (;;) {
    const claimed = await scoped(async (tx) => {
      const rows = await dueLetters(tx, batch);
      const sendable: Claimed[] = [];
      for (const row of rows) {
        const to = mailAddressOf(row.recipientName, row.addressLines);
        const file = row.documentId ? await documentFile(tx, deps.files, { ...scope }, row.documentId) : null;
        if (!file || file.location === 'HTML') await markFailed(tx, [row.id], texts.mailhouse.noPdf);
        else if (!to) await markFailed(tx, [row.id], texts.mailhouse.noAddress);
        else
          sendable.push({
            id: row.id,
            attempts: row.attempts,
            letter: {
              to,
              from: connection.from,
              pdf: file.content,
              description: file.fileName,
              idempotencyKey: idempotencyKey(scope, row.id),
              metadata: { wattle_item: String(row.id) },
            },
          });
      }
      await markClaimed(
        tx,
        postedMailItems,
        sendable.map((s) => s.id),
        MAILHOUSE_PLATFORM,
      );
      outcome.failed += rows.length - sendable.length;
      return { rows: rows.length, sendable };
    });
    if (claimed.rows === 0) return outcome;
    if (await submitClaimed(deps, scope, provider, claimed.sendable, policy, outcome)) return outcome;
  }
}

/** Submits claimed letters one by one; answers true when the mail house is down or refuses (the rest put back). */
async function submitClaimed(
  deps: MailSendDeps,
  scope: ScopeKey,
  provider: MailhouseProvider,
  claimed: readonly Claimed[],
  policy: { maxAttempts: number; backoffSeconds: number },
  outcome: MailSendOutcome,
): Promise<boolean> {
  const scoped = <T>(work: Parameters<typeof withScope<T>>[2]) => withScope(deps.database.db, scope, work);
  for (const [i, item] of claimed.entries()) {
    try {
      const sent = await provider.send(item.letter);
      await scoped((tx) => markSubmitted(tx, item.id, sent.id));
      outcome.submitted++;
    } catch (error) {
      if (error instanceof MailhouseDeclined) {
        await scoped((tx) => markFailed(tx, [item.id], error.message));
        outcome.failed++;
      } else if (error instanceof MailhouseDown || error instanceof MailhouseRefused) {
        const attempts = item.attempts + 1;
        const delay = policy.backoffSeconds * 2 ** (attempts - 1);
        const rest = claimed.slice(i + 1).map((r) => r.id);
        await scoped(async (tx) => {
          if (attempts >= policy.maxAttempts) {
            await markFailed(tx, [item.id], texts.mailhouse.gaveUp(attempts, error.message), true);
            outcome.failed++;
          } else {
            await release(tx, postedMailItems, [item.id], delay, error.message, [item.id]);
            outcome.waiting++;
          }
          await release(tx, postedMailItems, rest, delay, null);
        });
        outcome.waiting += rest.length;
        return true;
      } else {
        // Anything else (a bug, the database): the claim stays until releaseInterrupted; the key keeps a repeat single.
        throw error;
      }
    }
  }
  return false;
}
