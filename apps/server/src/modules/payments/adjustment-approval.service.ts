import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import { formatMoney, PARAMS, texts, type Message } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { adjustmentApprovals, systemParameters, transactions } from '../../db/schema/index';
import { moveStatuses } from '../../db/status-moves';
import { audit } from '../../lib/audit';
import { doneWith, refused, type Outcome } from '../../lib/outcome';
import { companyFormats } from '../system-settings/company-formats';

/** A hand-entered transaction as the Transactions page's Add Adjustment would post it (its account may be a subquery). */
export type ManualTransaction = typeof transactions.$inferInsert;

/** Who enters, approves or rejects an adjustment. */
interface User {
  userId: number;
  username: string;
}

/** The company's ADJUSTMENT_APPROVAL_LIMIT; null when blank (no limit). */
async function approvalLimit(tx: Tx): Promise<Decimal | null> {
  const [row] = await tx.select({ value: systemParameters.parameter }).from(systemParameters).where(eq(systemParameters.code, PARAMS.adjustmentApprovalLimit));
  const value = row?.value.trim() ?? '';
  return value ? new Decimal(value) : null;
}

/**
 * A hand-entered transaction whose amount (either sign) is above the company's approval limit is
 * not posted: it is kept PENDING in `adjustment_approvals` for another user to approve, and the
 * balance does not change (docs/payments.md). Answers the message to show, or null to post it now.
 */
export async function holdAboveApprovalLimit(tx: Tx, entry: ManualTransaction, user: User): Promise<Message | null> {
  const limit = await approvalLimit(tx);
  const amount = new Decimal(entry.amount);
  if (limit === null || amount.abs().lte(limit)) return null;
  const [held] = await tx
    .insert(adjustmentApprovals)
    .values({
      customerAccountId: entry.customerAccountId,
      transactionDate: entry.transactionDate,
      transactionType: entry.transactionType as (typeof adjustmentApprovals.$inferInsert)['transactionType'],
      description: entry.description,
      reference: entry.reference ?? null,
      amount: amount.toFixed(2),
      reasonCode: entry.reasonCode ?? '',
      requestedUserId: user.userId,
      requestedBy: user.username,
    })
    .returning();
  const { id, customerAccountId, transactionType, transactionDate, reasonCode } = held!;
  await audit(tx, {
    event: 'adjustment.pending',
    entity: 'adjustment_approval',
    entityId: id,
    newValues: { customerAccountId, transactionType, transactionDate, amount: amount.toFixed(2), reasonCode, limit: limit.toFixed(2) },
    ...user,
  });
  const { currency } = await companyFormats(tx);
  return { messageType: 'Success', message: texts.ledger.awaitingApproval(formatMoney(amount.toFixed(2), currency), formatMoney(limit.toFixed(2), currency)) };
}

/**
 * Approves pending adjustments: each is posted as the transaction it was entered as (its date,
 * type, amount, reason; entered by its requester) and marked APPROVED. Refused, with nothing
 * written, when any was entered by the approver or is no longer pending.
 */
export async function approveAdjustments(tx: Tx, ids: readonly number[], approver: User): Promise<Outcome> {
  const rows = await tx
    .select()
    .from(adjustmentApprovals)
    .where(inArray(adjustmentApprovals.id, [...ids]));
  if (rows.some((r) => r.requestedUserId === approver.userId)) return refused(texts.ledger.ownAdjustment);
  const moved = await moveStatuses(tx, adjustmentApprovals, adjustmentApprovals, ids, ['PENDING'], {
    status: 'APPROVED',
    decidedBy: approver.username,
    decidedAt: new Date().toISOString(),
  });
  if (!moved.done) return moved;
  for (const row of rows) {
    const [posted] = await tx
      .insert(transactions)
      .values({
        customerAccountId: row.customerAccountId,
        transactionDate: row.transactionDate,
        transactionType: row.transactionType,
        description: row.description,
        reference: row.reference,
        amount: row.amount,
        reasonCode: row.reasonCode,
        insertUser: row.requestedBy,
      })
      .returning({ id: transactions.id });
    await tx.update(adjustmentApprovals).set({ transactionId: posted!.id }).where(eq(adjustmentApprovals.id, row.id));
    await audit(tx, {
      event: 'adjustment.approved',
      entity: 'adjustment_approval',
      entityId: row.id,
      newValues: { transactionId: posted!.id, amount: row.amount },
      ...approver,
    });
  }
  return doneWith(rows.length);
}

/** Rejects pending adjustments: nothing is posted. */
export async function rejectAdjustments(tx: Tx, ids: readonly number[], user: User): Promise<Outcome> {
  const moved = await moveStatuses(tx, adjustmentApprovals, adjustmentApprovals, ids, ['PENDING'], {
    status: 'REJECTED',
    decidedBy: user.username,
    decidedAt: new Date().toISOString(),
  });
  if (!moved.done) return moved;
  for (const id of moved.value) await audit(tx, { event: 'adjustment.rejected', entity: 'adjustment_approval', entityId: id, ...user });
  return doneWith(moved.value.length);
}
