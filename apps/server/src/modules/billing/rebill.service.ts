import { eq, inArray } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { invoices, utilityAccounts } from '../../db/schema/index';
import { audit, type Actor } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { conflict } from '../../lib/errors';
import { addDays } from '../rating/period';
import { startRun } from './bill-run.service';
import { linesOf } from './invoices.repository';
import { creditInvoice, existingInvoice } from './invoices.service';

/** The days an invoice billed each of its utility accounts: from its first line's start to its last line's end. */
export function billedPeriods(lines: { utilityAccountId: number | null; periodFrom: string | null; periodTo: string | null }[]) {
  const periods = new Map<number, { from: string; to: string }>();
  for (const line of lines) {
    if (line.utilityAccountId === null || !line.periodFrom || !line.periodTo) continue;
    const period = periods.get(line.utilityAccountId);
    periods.set(line.utilityAccountId, {
      from: period && period.from < line.periodFrom ? period.from : line.periodFrom,
      to: period && period.to > line.periodTo ? period.to : line.periodTo,
    });
  }
  return periods;
}

/**
 * Cancel-and-rebill (docs/billing.md "Corrections"), in one transaction: a credit note of the whole
 * invoice, the invoice VOID, each of its utility accounts due to be billed again from the first day
 * the invoice covered, and a bill run of the customer account up to the invoice's period end, which
 * the caller queues once this has committed. Refused (409) when an account has been billed past the
 * invoice: its later invoices are rebilled first, newest first.
 */
export async function rebillInvoice(tx: Tx, id: number, { reason, actor, scope }: { reason: string; actor: Actor; scope: Scope }) {
  const invoice = await existingInvoice(tx, id, true);
  const periods = billedPeriods(await linesOf(tx, [id]));
  const accounts = periods.size
    ? await tx
        .select({ id: utilityAccounts.id, lastBilledDate: utilityAccounts.lastBilledDate })
        .from(utilityAccounts)
        .where(inArray(utilityAccounts.id, [...periods.keys()]))
        .for('update')
    : [];
  if (accounts.some((a) => a.lastBilledDate !== periods.get(a.id)!.to)) throw conflict(texts.billing.billedSince);

  const creditNote = await creditInvoice(tx, id, { reason, actor });
  await tx.update(invoices).set({ status: 'VOID' }).where(eq(invoices.id, id));
  for (const account of accounts) {
    await tx
      .update(utilityAccounts)
      .set({ lastBilledDate: addDays(periods.get(account.id)!.from, -1) })
      .where(eq(utilityAccounts.id, account.id));
  }
  const billRunId = await startRun(
    tx,
    scope,
    {
      periodTo: invoice.periodTo ?? (await businessDate(tx)),
      invoiceDate: await businessDate(tx),
      selection: { customerAccountIds: [invoice.customerAccountId] },
      requestedBy: actor.username,
    },
    actor,
  );
  await audit(tx, {
    event: 'invoice.rebill',
    entity: 'invoice',
    entityId: id,
    ...actor,
    detail: reason,
    newValues: { creditNoteId: creditNote.id, billRunId, billedFrom: Object.fromEntries([...periods].map(([ua, p]) => [ua, p.from])) },
  });
  return { creditNote, billRunId };
}
