import { and, eq, sql } from 'drizzle-orm';
import { texts, type PaymentMethod } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { bankLines } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { badRequest, conflict } from '../../lib/errors';
import { allocateAccount } from './allocation.service';
import { insertPayment } from './payments.repository';

const t = texts.paymentFiles;

/** The account a person named by its number or payment reference, locked; refused when none or several have it. */
async function namedAccount(tx: Tx, named: string) {
  const accounts = await sqlRows<{ id: number; accountNumber: string }>(
    tx,
    sql`select id, account_number as "accountNumber" from customer_accounts where account_number = ${named} or payment_reference = ${named} order by id for update`,
  );
  if (accounts.length === 0) throw badRequest(t.accountNotFound(named));
  if (accounts.length > 1) throw badRequest(t.ambiguous);
  return accounts[0]!;
}

/**
 * Assigns an unallocated payment file line to the account a person found for it (the Unallocated
 * payments queue, docs/payments.md): its payment, credit transaction, allocation and audit row,
 * and the line ASSIGNED, in the caller's transaction. Answers the message for the user.
 */
export async function assignBankLine(tx: Tx, bankLineId: number, accountText: string, username: string) {
  const named = accountText.trim();
  if (!named) throw badRequest(t.accountRequired);
  const [line] = await tx.select().from(bankLines).where(eq(bankLines.id, bankLineId)).for('update');
  if (!line || line.status !== 'UNMATCHED') throw conflict(texts.dashboard.rowsGone);
  const account = await namedAccount(tx, named);
  const method: PaymentMethod = line.method;
  const paymentId = await insertPayment(tx, {
    customerAccountId: account.id,
    amount: line.amount,
    paymentDate: line.paymentDate,
    method,
    reference: line.reference || null,
    description: texts.payments.transaction(texts.payments.methods[method]),
    username,
    bankLineId: line.id,
  });
  await tx
    .update(bankLines)
    .set({ status: 'ASSIGNED', customerAccountId: account.id, updatedAt: sql`now()` })
    .where(and(eq(bankLines.id, line.id), eq(bankLines.status, 'UNMATCHED')));
  const allocations = await allocateAccount(tx, account.id, username);
  await audit(tx, {
    event: 'payment.assigned',
    entity: 'payment',
    entityId: paymentId,
    username,
    newValues: { bankLineId: line.id, accountId: account.id, amount: line.amount, allocations },
  });
  return { amount: line.amount, accountNumber: account.accountNumber };
}
