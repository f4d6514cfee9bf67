import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { texts, type AccountAccepted, type AccountRerated } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { billingExceptions, billRunAccounts, invoices, unbilledTransactions } from '../../db/schema/index';
import { audit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { doneWith, refused, type Outcome } from '../../lib/outcome';
import { intArray, sqlRows } from '../../db/sql-rows';
import { moveStatuses } from '../../db/status-moves';
import { rateBill } from '../rating/rate-bill';
import { withBuildingFlags } from '../buildings/reconciliation-flags';
import { invoiceDueDates } from '../customers/invoice-due-date.service';
import { loadBatch } from './bill-run.inputs';
import { refreshCounters } from './bill-run.repository';
import { existingRun } from './bill-run.service';
import { writeDrafts } from './draft-writer';
import { isHeld } from './draft-holds';
import { APPROVABLE_EXCEPTIONS } from './exception.rules';

/**
 * The drafts among `invoiceIds` with no blocking exception left become issuable: their unbilled
 * transactions go from HELD to UNBILLED and their run account from HELD to INVOICED. Returns them.
 */
async function releaseClearedDrafts(tx: Tx, invoiceIds: number[]): Promise<number[]> {
  if (!invoiceIds.length) return [];
  const cleared = await sqlRows<{ id: number }>(
    tx,
    sql`select i.id from invoices i where i.id in (${sql.join(
      invoiceIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and i.status = 'DRAFT' and not ${isHeld(sql.raw('i'))}`,
  );
  const ids = cleared.map((c) => c.id);
  if (!ids.length) return [];
  await tx
    .update(unbilledTransactions)
    .set({ status: 'UNBILLED', updatedAt: sql`now()` })
    .where(and(inArray(unbilledTransactions.invoiceId, ids), eq(unbilledTransactions.status, 'HELD')));
  await tx
    .update(billRunAccounts)
    .set({ outcome: 'INVOICED' })
    .where(and(inArray(billRunAccounts.invoiceId, ids), eq(billRunAccounts.outcome, 'HELD')));
  return ids;
}

/**
 * Approves (APPROVED, `resolvedBy`) the chosen exceptions: they are billed as they are, and their
 * drafts that no blocking exception holds any more become issuable. The one rule of the bill run's
 * review and the billing exceptions dialog: refused, with nothing written, unless every exception
 * exists and is approvable (APPROVABLE_EXCEPTIONS). Answers the exceptions approved.
 */
export async function approveExceptions(tx: Tx, exceptionIds: number[], username: string): Promise<Outcome<number[]>> {
  const ids = [...new Set(exceptionIds)];
  const locked = await tx
    .select({ id: billingExceptions.id, status: billingExceptions.status })
    .from(billingExceptions)
    .where(inArray(billingExceptions.id, ids))
    .for('update');
  const approvable: readonly string[] = APPROVABLE_EXCEPTIONS;
  if (!ids.length || locked.length !== ids.length || locked.some((e) => !approvable.includes(e.status))) return refused(texts.billing.onlyOpenApprovable);
  await tx
    .update(billingExceptions)
    .set({ status: 'APPROVED', resolvedAt: sql`now()`, resolvedBy: username, updatedAt: sql`now()` })
    .where(inArray(billingExceptions.id, ids));
  await releaseDraftsOf(tx, ids);
  return doneWith(ids);
}

/**
 * The drafts these exceptions held (their own, and for an exception without an invoice its account's
 * drafts: `holdsDraft`) that no blocking exception holds any more become issuable (Approve, and the
 * billing exceptions dialog's Release).
 */
async function releaseDraftsOf(tx: Tx, exceptionIds: number[]): Promise<number[]> {
  if (!exceptionIds.length) return [];
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`select distinct i.id from billing_exceptions x
      join invoices i on i.status = 'DRAFT' and (i.id = x.invoice_id or (x.invoice_id is null and i.customer_account_id = x.customer_account_id))
      where x.id = any(${intArray(exceptionIds)})`,
  );
  return releaseClearedDrafts(
    tx,
    rows.map((r) => r.id),
  );
}

/** The run's row of one customer account, locked for the review's transaction. */
async function runAccount(tx: Tx, runId: number, customerAccountId: number) {
  const [row] = await tx
    .select()
    .from(billRunAccounts)
    .where(and(eq(billRunAccounts.billRunId, runId), eq(billRunAccounts.customerAccountId, customerAccountId)))
    .for('update');
  if (!row) throw notFound(texts.billing.accountNotInRun);
  return row;
}

/**
 * Approves (approveExceptions) the open exceptions a run raised for one customer account, and those of
 * the account without an invoice (raised outside a run: imports, the demo data), which hold its draft too
 * (`holdsDraft`) and which the unbilled summary flags with them: billed as they are. Once its draft has no blocking exception left it is issuable (the run's next issue takes it).
 */
export async function acceptAccountExceptions(tx: Tx, runId: number, customerAccountId: number, actor: Actor): Promise<AccountAccepted> {
  await existingRun(tx, runId);
  const account = await runAccount(tx, runId, customerAccountId);
  const open = await tx
    .select({ id: billingExceptions.id })
    .from(billingExceptions)
    .where(
      and(
        // The exceptions that hold the account's draft (holdsDraft): the run's, and the account's without an invoice.
        or(eq(billingExceptions.billRunId, runId), isNull(billingExceptions.invoiceId)),
        eq(billingExceptions.customerAccountId, customerAccountId),
        inArray(billingExceptions.status, [...APPROVABLE_EXCEPTIONS]),
      ),
    );
  if (!open.length) throw conflict(texts.billing.noOpenExceptions);
  const approved = await approveExceptions(
    tx,
    open.map((e) => e.id),
    actor.username,
  );
  if (!approved.done) throw conflict(approved.refusal);
  const accepted = approved.value;
  const issuable = account.invoiceId !== null && (await releaseClearedDrafts(tx, [account.invoiceId])).length > 0;
  await audit(tx, {
    event: 'bill-run.accept-exceptions',
    entity: 'bill_run',
    entityId: runId,
    ...actor,
    newValues: { customerAccountId, exceptions: accepted, issuable },
  });
  return { accepted: accepted.length, issuable };
}

/**
 * Rates one account of a COMPLETED run again from the data as it is now (after the user fixed its
 * reads, plan or rates), in one transaction: its draft (lines, unbilled transactions, exceptions)
 * is removed and the new bill written in its place, with the run's counters. The run account's row
 * lock makes two re-rates take turns: the account keeps exactly one draft.
 */
export async function rerateAccount(tx: Tx, runId: number, customerAccountId: number, actor: Actor): Promise<AccountRerated> {
  const run = await existingRun(tx, runId, true);
  if (run.dryRun) throw conflict(texts.billing.dryRunNotIssuable);
  if (run.status !== 'COMPLETED') throw conflict(texts.billing.notReratable(run.status));
  const account = await runAccount(tx, runId, customerAccountId);
  if (account.invoiceId !== null) {
    const [draft] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, account.invoiceId));
    if (draft && draft.status !== 'DRAFT') throw conflict(texts.billing.alreadyIssued);
  }
  await tx.update(billRunAccounts).set({ outcome: 'PENDING', invoiceId: null }).where(eq(billRunAccounts.id, account.id));
  await tx.delete(billingExceptions).where(and(eq(billingExceptions.billRunId, runId), eq(billingExceptions.customerAccountId, customerAccountId)));
  if (account.invoiceId !== null) await tx.delete(invoices).where(and(eq(invoices.id, account.invoiceId), eq(invoices.status, 'DRAFT')));

  const inputs = await loadBatch(tx, [customerAccountId], run.periodTo, new Map());
  const bill = withBuildingFlags(rateBill(inputs.bills[0]!), inputs.buildingFlags);
  const dueDate = (await invoiceDueDates(tx, run.invoiceDate, [customerAccountId])).get(customerAccountId)!;
  await writeDrafts(tx, { billRunId: run.id, invoiceDate: run.invoiceDate, dryRun: false, productTypeIds: inputs.productTypeIds }, [
    { billRunAccountId: account.id, bill, dueDate },
  ]);
  await refreshCounters(tx, run.id);
  const [after] = await tx.select().from(billRunAccounts).where(eq(billRunAccounts.id, account.id));
  const result: AccountRerated = { outcome: after!.outcome as AccountRerated['outcome'], invoiceId: after!.invoiceId, exceptions: after!.exceptions };
  await audit(tx, { event: 'bill-run.rerate', entity: 'bill_run', entityId: runId, ...actor, newValues: { customerAccountId, ...result } });
  return result;
}

const exceptionColumns = { id: billingExceptions.id, status: billingExceptions.status };

/** Hold: open exceptions keep their accounts out of billing until released. */
export const holdExceptions = (tx: Tx, ids: readonly number[]) => moveStatuses(tx, billingExceptions, exceptionColumns, ids, ['OPEN'], { status: 'HELD' });

/** Release: held exceptions go to the next bill run; their drafts with no blocking exception left become issuable. */
export async function releaseExceptions(tx: Tx, ids: readonly number[], username: string): Promise<Outcome<number[]>> {
  const moved = await moveStatuses(tx, billingExceptions, exceptionColumns, ids, ['HELD'], {
    status: 'RELEASED',
    resolvedAt: sql`now()`,
    resolvedBy: username,
  });
  if (moved.done) await releaseDraftsOf(tx, moved.value);
  return moved;
}
