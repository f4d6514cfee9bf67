import { DIRECT_DEBIT_PLATFORMS, texts, type Dataset } from '@wattle/contract';
import type { Database } from '../../../db/client';
import { withScope } from '../../../db/tenancy';
import { giveWay, type Scoped } from '../../../lib/batches';
import type { SecretBox } from '../../../lib/secrets';
import { RequestDeclined } from '../../integrations/payments/payment-provider';
import { connectedPaymentPlatform, type PaymentProviderFor } from '../../integrations/payments/payment-provider-access';
import { METADATA } from '../../integrations/payments/provider-event';
import { markRefused, markSubmitted, pendingDebits, type PendingDebit } from './direct-debit.repository';

/** Debits read, sent and marked per round: one short transaction to read, one to mark. */
const DEBITS_PER_ROUND = 1_000;
/** Requests to the provider in flight at once (keep-alive connections). */
const CONCURRENT_REQUESTS = 64;

export interface DirectDebitScope {
  companyId: number;
  dataset: Dataset;
}

/** Runs `work` over `items` with at most `limit` in flight, answering the results in order. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type Sent = { id: number; providerPaymentId: string } | { id: number; reason: string };

/**
 * Hands the company's PENDING debits to the connected direct-debit provider (docs/payments.md
 * "Direct debit"): DEBITS_PER_ROUND at a time, CONCURRENT_REQUESTS in flight, each with the
 * Idempotency-Key of its debit, so a run stopped between the provider's answer and the commit asks
 * again and gets the same payment back, never a second debit. A debit the provider declines is
 * FAILED; a provider that does not answer stops the run with the rest PENDING (the job is retried).
 * The next round is read, and the last one marked, while a round is being sent (each in its own
 * short transaction). Answers how many debits were submitted.
 */
export async function submitPendingDebits(database: Database, box: SecretBox, providers: PaymentProviderFor, scope: DirectDebitScope): Promise<number> {
  const scoped: Scoped = (work) => withScope(database.db, scope, work);
  const platform = await scoped((tx) => connectedPaymentPlatform(tx, box, DIRECT_DEBIT_PLATFORMS));
  if (!platform) return 0;
  const provider = await providers(platform.secretKey);
  const send = async (debit: PendingDebit): Promise<Sent> => {
    try {
      const intent = await provider.collect({
        amount: debit.amount,
        customerId: debit.customerId,
        paymentMethodId: debit.paymentMethodId,
        metadata: { [METADATA.company]: String(scope.companyId), [METADATA.dataset]: scope.dataset, [METADATA.debit]: String(debit.id) },
        idempotencyKey: `wattle-debit-${scope.companyId}-${scope.dataset}-${debit.id}`,
      });
      return { id: debit.id, providerPaymentId: intent.id };
    } catch (error) {
      if (error instanceof RequestDeclined) return { id: debit.id, reason: texts.providerPayments.directDebitFailed(error.message) };
      throw error;
    }
  };
  const mark = (sent: readonly Sent[]) =>
    scoped(async (tx) => {
      await markSubmitted(
        tx,
        sent.filter((s) => 'providerPaymentId' in s),
      );
      await markRefused(
        tx,
        sent.filter((s) => 'reason' in s),
      );
    });
  const read = (afterId: number) => scoped((tx) => pendingDebits(tx, afterId, DEBITS_PER_ROUND));

  let submitted = 0;
  let marking: Promise<void> = Promise.resolve();
  let round = await read(0);
  try {
    while (round.length) {
      // Awaited later: handled now, so a failure while the round is sent is not an unhandled rejection.
      const next = read(round.at(-1)!.id);
      next.catch(() => undefined);
      try {
        const sent = await pooled(round, CONCURRENT_REQUESTS, send);
        await marking;
        marking = mark(sent);
        marking.catch(() => undefined);
        submitted += sent.filter((s) => 'providerPaymentId' in s).length;
      } catch (error) {
        await next.catch(() => undefined);
        throw error;
      }
      round = await next;
      await giveWay();
    }
  } finally {
    await marking;
  }
  return submitted;
}
