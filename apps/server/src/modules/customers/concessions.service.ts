import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { concessionCards, concessionCardTransactions, transactions } from '../../db/schema/index';
import { businessDate } from '../../lib/business-date';
import { doneWith, refused, type Outcome } from '../../lib/outcome';

/** Verifies a concession card on the business date; refused for a card whose validity has ended. */
export async function verifyConcessionCard(tx: Tx, cardId: number): Promise<Outcome> {
  const today = await businessDate(tx);
  const [card] = await tx.select({ validTo: concessionCards.validTo }).from(concessionCards).where(eq(concessionCards.id, cardId)).for('update');
  if (card?.validTo && card.validTo < today) return refused(texts.sectionRules.cardExpired);
  await tx
    .update(concessionCards)
    .set({ status: 'VERIFIED', verifiedDate: today, updatedAt: sql`clock_timestamp()` })
    .where(eq(concessionCards.id, cardId));
  return doneWith(cardId);
}

/**
 * Accepts CLAIMED concession claims: each credits its account with a CONCESSION transaction of the
 * rebate, dated the business date. Refused, with nothing written, unless every claim is CLAIMED.
 */
export async function acceptConcessionClaims(tx: Tx, claimIds: readonly number[], username: string): Promise<Outcome> {
  const ct = concessionCardTransactions;
  const open = and(inArray(ct.id, [...claimIds]), eq(ct.status, 'CLAIMED'));
  const claimable = await tx.select({ id: ct.id }).from(ct).where(open).for('update');
  if (!claimIds.length || claimable.length !== new Set(claimIds).size) return refused(texts.sectionRules.claimNotOpen);
  const claims = await tx
    .update(ct)
    .set({ status: 'ACCEPTED', updatedAt: sql`clock_timestamp()` })
    .where(open)
    .returning();
  const transactionDate = await businessDate(tx);
  await tx.insert(transactions).values(
    claims.map((claim) => ({
      customerAccountId: claim.customerAccountId,
      transactionDate,
      transactionType: 'CONCESSION' as const,
      description: claim.description,
      reference: `CONCESSION-${claim.id}`,
      amount: new Decimal(claim.amount).negated().toFixed(2),
      insertUser: username,
    })),
  );
  return doneWith(claims.length);
}
