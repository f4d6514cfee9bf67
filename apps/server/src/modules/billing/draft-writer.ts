import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { billingExceptions, invoiceLines, invoices, unbilledTransactions } from '../../db/schema/index';
import type { RatedBill } from '../rating/rate-bill';
import type { LineKind } from '../rating/types';
import { setOutcomes, type AccountOutcome } from './bill-run.repository';
import { insertJsonRows } from './json-insert';

/** One customer account's rated bill, ready to write. */
export interface DraftBill {
  billRunAccountId: number;
  bill: RatedBill;
  dueDate: string;
}

export interface DraftContext {
  billRunId: number;
  invoiceDate: string;
  dryRun: boolean;
  productTypeIds: ReadonlyMap<string, number>;
}

const unbilledSource = (kind: LineKind): 'USAGE' | 'FIXED' | 'CHARGE' =>
  kind === 'FIXED' || kind === 'MINIMUM' ? 'FIXED' : kind === 'USAGE' || kind === 'SOLAR' ? 'USAGE' : 'CHARGE';

const outcomeOf = (bill: RatedBill): AccountOutcome['outcome'] => (bill.status === 'NOTRANS' ? 'NOTRANS' : bill.exceptions.length ? 'HELD' : 'INVOICED');

/**
 * Writes a batch's bills in the caller's transaction (billing-rules §6, §7; spec 2 §2.3): for each
 * bill with lines a draft invoice (no number yet), its lines with their derivation, one unbilled
 * transaction a line (HELD while the bill has exceptions), its billing exceptions; a bill without
 * lines is NOTRANS, its exceptions still recorded. Each account's outcome is set with it. A dry run
 * records outcomes and totals only. An account already billed for the period (the unique key of
 * one run bill per account and period start) gets no second draft: it counts as NOTRANS.
 */
export async function writeDrafts(tx: Tx, ctx: DraftContext, drafts: DraftBill[]): Promise<void> {
  const billed = drafts.filter((d) => d.bill.status === 'BILL');
  const invoiceIdOf = new Map<number, number>();
  if (!ctx.dryRun) {
    const rows = await insertJsonRows<typeof invoices, { id: number; customerAccountId: number }>(
      tx,
      invoices,
      billed.map(({ bill, dueDate }) => ({
        customerAccountId: bill.customerAccountId,
        kind: 'INVOICE' as const,
        billRunId: ctx.billRunId,
        invoiceDate: ctx.invoiceDate,
        dueDate,
        periodFrom: bill.periodFrom,
        periodTo: bill.periodTo,
        amountExGst: bill.amountExGst,
        gst: bill.gst,
        total: bill.total,
        status: 'DRAFT' as const,
      })),
      sql`on conflict do nothing returning id, customer_account_id as "customerAccountId"`,
    );
    for (const row of rows) invoiceIdOf.set(row.customerAccountId, row.id);
  }
  const written = ctx.dryRun ? billed : billed.filter((d) => invoiceIdOf.has(d.bill.customerAccountId));
  const lines = written.flatMap(({ bill }) => bill.lines.map((line) => ({ line, bill, invoiceId: invoiceIdOf.get(bill.customerAccountId)! })));
  if (!ctx.dryRun) {
    await insertJsonRows(
      tx,
      invoiceLines,
      lines.map(({ line, invoiceId }) => ({
        invoiceId,
        utilityAccountId: line.utilityAccountId,
        productTypeId: ctx.productTypeIds.get(line.productTypeCode) ?? null,
        lineNumber: line.lineNumber,
        kind: line.kind,
        description: line.description,
        periodFrom: line.periodFrom,
        periodTo: line.periodTo,
        days: line.days,
        derivation: line.derivation,
        quantity: line.quantity,
        unitOfMeasure: line.unitOfMeasure,
        unitRate: line.unitRate,
        amount: line.amount,
        gst: line.gst,
      })),
    );
    await insertJsonRows(
      tx,
      unbilledTransactions,
      lines.map(({ line, bill, invoiceId }) => ({
        customerAccountId: bill.customerAccountId,
        utilityAccountId: line.utilityAccountId,
        invoiceId,
        billRunId: ctx.billRunId,
        source: unbilledSource(line.kind),
        description: line.description,
        periodFrom: line.periodFrom,
        periodTo: line.periodTo,
        quantity: line.quantity,
        unitRate: line.unitRate,
        amount: line.amount,
        status: bill.exceptions.length ? ('HELD' as const) : ('UNBILLED' as const),
      })),
    );
    const exceptions = drafts.flatMap(({ bill }) =>
      bill.status === 'BILL' && !invoiceIdOf.has(bill.customerAccountId) ? [] : bill.exceptions.map((e) => ({ e, bill })),
    );
    await insertJsonRows(
      tx,
      billingExceptions,
      exceptions.map(({ e, bill }) => ({
        customerAccountId: bill.customerAccountId,
        utilityAccountId: e.utilityAccountId,
        meterId: e.meterId,
        invoiceId: invoiceIdOf.get(bill.customerAccountId) ?? null,
        billRunId: ctx.billRunId,
        exceptionCode: e.code,
        message: e.detail,
      })),
    );
  }
  await setOutcomes(
    tx,
    drafts.map(({ billRunAccountId, bill }) => {
      const conflicted = !ctx.dryRun && bill.status === 'BILL' && !invoiceIdOf.has(bill.customerAccountId);
      const outcome = conflicted ? 'NOTRANS' : outcomeOf(bill);
      const isBill = outcome !== 'NOTRANS';
      return {
        id: billRunAccountId,
        outcome,
        invoiceId: invoiceIdOf.get(bill.customerAccountId) ?? null,
        exceptions: conflicted ? 0 : bill.exceptions.length,
        amountExGst: isBill ? bill.amountExGst : '0',
        gst: isBill ? bill.gst : '0',
        total: isBill ? bill.total : '0',
      };
    }),
  );
}
