import { ACCOUNTING_PLATFORM, texts, type BankTransactions } from '@wattle/contract';
import { notFound } from '../../../../lib/errors';
import { findIntegration } from '../../addons.repository';
import { tenantsOf } from '../accounting.repository';
import { withAccessToken, type AccountingContext } from '../accounting.service';
import { postedByProviderId } from './posting.repository';

const MATCHABLE = new Set(['PAYMENT', 'DISHONOUR', 'REFUND']);

/**
 * The bank sync (spec 3 §7): the provider's bank statement lines of the organisation Wattle posts
 * to, each matched to the Wattle payment, dishonour or refund whose posting the provider answered
 * with that line's id (the lines Wattle did not post are unmatched).
 */
export async function bankTransactions(ctx: AccountingContext, provider: string): Promise<BankTransactions> {
  const tenantId = await ctx.scoped(async (tx) => {
    const row = provider === ACCOUNTING_PLATFORM ? await findIntegration(tx, provider) : null;
    if (!row?.isConnected) throw notFound(texts.addons.notConnected(provider));
    const [tenant] = await tenantsOf(tx, row.id);
    if (!tenant) throw notFound(texts.accounting.noOrganisation);
    return tenant.tenantId;
  });
  const lines = await withAccessToken(ctx, provider, texts.accounting.bankTransactionsLog, (access) => ctx.provider.bankTransactions(access, tenantId));
  const posted = await ctx.scoped((tx) =>
    postedByProviderId(
      tx,
      lines.map((l) => l.BankTransactionID),
    ),
  );
  const matchOf = (id: string) => {
    const match = posted.find((p) => p.providerId === id && MATCHABLE.has(p.documentKind));
    return match ? { documentKind: match.documentKind as 'PAYMENT' | 'DISHONOUR' | 'REFUND', documentId: match.documentId } : null;
  };
  return {
    isSuccess: true,
    messages: [],
    bankTransactions: lines.map((l) => ({
      bankTransactionId: l.BankTransactionID,
      type: l.Type,
      date: l.Date,
      reference: l.Reference,
      amount: l.Total,
      bankAccountCode: l.BankAccount.Code,
      isReconciled: l.IsReconciled,
      matchedTo: matchOf(l.BankTransactionID),
    })),
  };
}
