import { mobileE164, SMS_MAX_ATTEMPTS, SMS_PLATFORM, SMS_SEND_BATCH, texts } from '@wattle/contract';
import type { Database } from '../../db/client';
import { withScope, type Scope } from '../../db/tenancy';
import type { SecretBox } from '../../lib/secrets';
import { SmsDeclined, SmsKeysRefused, SmsOutcomeUnknown, SmsProviderDown, type SmsProvider } from '../integrations/sms/sms-provider';
import { connectedSmsAccount, smsWebhookUrl, type SmsProviderFor } from '../integrations/sms/sms-provider-access';
import { dueRequests, failInterrupted, markAccepted, markFailed, markGaveUp, optedOutNumbers, setOptOut } from './sms-requests.repository';
import { markClaimed, release } from './provider-outbox';
import { smsRequests } from '../../db/schema/index';

export interface SmsSendDeps {
  database: Database;
  providers: SmsProviderFor | null;
  box: SecretBox;
  publicUrl: string;
}

export interface SmsSendOptions {
  /** Requests claimed per short transaction. */
  batch?: number;
  /** Attempts while the provider is down, then FAILED with the reason. */
  maxAttempts?: number;
  /** The first back-off; each further attempt waits twice as long. */
  backoffSeconds?: number;
  /** A claim unanswered this long was interrupted (its server stopped): FAILED, never sent twice. */
  interruptedAfterSeconds?: number;
}

export interface SmsSendOutcome {
  accepted: number;
  failed: number;
  /** Put back to wait for the provider (down or busy). */
  waiting: number;
}

type ScopeKey = Pick<Scope, 'companyId' | 'dataset'>;

/**
 * Sends the scope's due NEW SMS through its connected provider (docs/integrations.md "SMS"), a
 * batch at a time: each batch is claimed in one short transaction (QUEUED, marked as being sent;
 * numbers that replied STOP or are not mobiles FAILED with the reason), then sent outside any
 * transaction at the provider's rate, each answer written at once in its own short transaction:
 * taken (the provider's id; receipts move it on), declined (FAILED with the provider's words), or
 * the provider down (back to NEW after a back-off, FAILED with the reason after maxAttempts; the
 * rest of the batch is put back untouched). A request whose send was interrupted is FAILED, never
 * sent again, so nothing goes twice. Without a connected card nothing happens: requests wait NEW.
 */
export async function sendDueSms(deps: SmsSendDeps, scope: ScopeKey, options: SmsSendOptions = {}): Promise<SmsSendOutcome> {
  const batch = options.batch ?? SMS_SEND_BATCH;
  const maxAttempts = options.maxAttempts ?? SMS_MAX_ATTEMPTS;
  const backoffSeconds = options.backoffSeconds ?? 30;
  const scoped = <T>(work: Parameters<typeof withScope<T>>[2]) => withScope(deps.database.db, scope, work);
  const outcome: SmsSendOutcome = { accepted: 0, failed: 0, waiting: 0 };
  if (!deps.providers) return outcome;
  const account = await scoped(async (tx) => {
    await failInterrupted(tx, options.interruptedAfterSeconds ?? 300, texts.sms.interrupted);
    return connectedSmsAccount(tx, deps.box);
  });
  if (!account) return outcome;
  const provider = await deps.providers(account);
  for (;;) {
    const claimed = await scoped(async (tx) => {
      const rows = await dueRequests(tx, batch);
      const numbers = new Map(rows.map((r) => [r.id, mobileE164(r.phoneNumber)]));
      const optedOut = await optedOutNumbers(
        tx,
        [...numbers.values()].filter((n): n is string => n !== null),
      );
      const sendable: { id: number; to: string; body: string; attempts: number }[] = [];
      for (const r of rows) {
        const to = numbers.get(r.id);
        if (!to) await markFailed(tx, [r.id], texts.sms.notAMobileNumber(r.phoneNumber));
        else if (optedOut.has(to)) await markFailed(tx, [r.id], texts.sms.optedOut(to));
        else sendable.push({ id: r.id, to, body: r.message, attempts: r.attempts });
      }
      await markClaimed(
        tx,
        smsRequests,
        sendable.map((s) => s.id),
        SMS_PLATFORM,
      );
      outcome.failed += rows.length - sendable.length;
      return { rows: rows.length, sendable };
    });
    if (claimed.rows === 0) return outcome;
    const stopped = await sendClaimed(deps, scope, provider, claimed.sendable, { maxAttempts, backoffSeconds }, outcome);
    if (stopped) return outcome;
  }
}

/** Sends claimed requests one by one; answers true when the provider is down or refuses the keys (the rest put back). */
async function sendClaimed(
  deps: SmsSendDeps,
  scope: ScopeKey,
  provider: SmsProvider,
  claimed: readonly { id: number; to: string; body: string; attempts: number }[],
  policy: { maxAttempts: number; backoffSeconds: number },
  outcome: SmsSendOutcome,
): Promise<boolean> {
  const scoped = <T>(work: Parameters<typeof withScope<T>>[2]) => withScope(deps.database.db, scope, work);
  for (const [i, request] of claimed.entries()) {
    const rest = claimed.slice(i + 1).map((r) => r.id);
    try {
      const sent = await provider.send({ to: request.to, body: request.body, statusCallback: smsWebhookUrl(deps.publicUrl, 'status', scope, request.id) });
      await scoped((tx) => markAccepted(tx, request.id, sent.id));
      outcome.accepted++;
    } catch (error) {
      if (error instanceof SmsDeclined) {
        await scoped(async (tx) => {
          await markFailed(tx, [request.id], error.code ? texts.sms.providerError(error.code) : error.message);
          if (error.code === '21610') await setOptOut(tx, request.to, true, 'STOP', null);
        });
        outcome.failed++;
      } else if (error instanceof SmsProviderDown || error instanceof SmsKeysRefused) {
        const attempts = request.attempts + 1;
        const reason = error.message;
        await scoped(async (tx) => {
          if (attempts >= policy.maxAttempts) {
            await markGaveUp(tx, request.id, texts.sms.gaveUp(attempts, reason));
            outcome.failed++;
          } else {
            await release(tx, smsRequests, [request.id], policy.backoffSeconds * 2 ** (attempts - 1), reason, [request.id]);
            outcome.waiting++;
          }
          await release(tx, smsRequests, rest, policy.backoffSeconds * 2 ** (attempts - 1), null);
        });
        outcome.waiting += rest.length;
        return true;
      } else if (error instanceof SmsOutcomeUnknown) {
        await scoped((tx) => markFailed(tx, [request.id], texts.sms.interrupted));
        outcome.failed++;
      } else {
        // Anything else (a bug, the database): the claim stays until failInterrupted, never sent twice.
        throw error;
      }
    }
  }
  return false;
}
