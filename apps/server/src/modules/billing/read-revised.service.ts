import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { billingExceptions } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import type { Actor } from '../../lib/audit';
import { doneWith, refused, type Outcome } from '../../lib/outcome';
import { pgArray } from '../metering/stored-reads';
import { rateBill } from '../rating/rate-bill';
import { billInputs } from './bill-run.inputs';
import { linesOf } from './invoices.repository';
import { BLOCKING_EXCEPTIONS } from './exception.rules';
import { billedPeriods, rebillInvoice } from './rebill.service';

/** A stored read a newer market read replaced: its quantity before and after. */
interface RevisedRead {
  meterId: number;
  readDate: string;
  before: string;
  after: string;
}

interface BilledRevision extends RevisedRead {
  meterCode: string;
  utilityAccountId: number;
  invoiceId: number;
  invoiceNumber: string;
  customerAccountId: number;
  total: string;
}

const signed = (value: Decimal, places: number) => `${value.isNegative() ? '-' : '+'}${value.abs().toFixed(places)}`;
const signedMoney = (value: Decimal) => `${value.isNegative() ? '-' : '+'}$${value.abs().toFixed(2)}`;

/**
 * Revised reads that an issued invoice billed (docs/billing.md "READ_REVISED"): one READ_REVISED
 * exception per invoice, naming it, the reads, the difference in quantity, and the difference in
 * amount between the invoice and its period rated again from the reads as they are now. The
 * invoice is never changed: the exception's Re-bill action credits and bills it again.
 */
export async function raiseReadRevised(tx: Tx, revised: readonly RevisedRead[]): Promise<void> {
  if (revised.length === 0) return;
  const billed = await billedRevisions(tx, revised);
  const byInvoice = new Map<number, BilledRevision[]>();
  for (const read of billed) byInvoice.set(read.invoiceId, [...(byInvoice.get(read.invoiceId) ?? []), read]);
  for (const [invoiceId, reads] of byInvoice) {
    const first = reads[0]!;
    const quantity = reads.reduce((sum, r) => sum.plus(r.after).minus(r.before), new Decimal(0));
    const amount = new Decimal(await rerated(tx, invoiceId, first.customerAccountId)).minus(first.total);
    const named = reads.map((r) => `${r.meterCode} ${r.readDate}`).join(', ');
    await tx.insert(billingExceptions).values({
      customerAccountId: first.customerAccountId,
      utilityAccountId: first.utilityAccountId,
      meterId: new Set(reads.map((r) => r.meterId)).size === 1 ? first.meterId : null,
      invoiceId,
      exceptionCode: 'READ_REVISED',
      message: texts.rating.exceptions.readRevised(first.invoiceNumber, named, signed(quantity, 3), signedMoney(amount)),
    });
  }
}

/** Each revised read with the issued invoice (not void, not a credit note) that billed its meter's account on its day. */
function billedRevisions(tx: Tx, revised: readonly RevisedRead[]): Promise<BilledRevision[]> {
  const column = (pick: (r: RevisedRead) => string | number) => pgArray(revised.map(pick));
  return sqlRows<BilledRevision>(
    tx,
    sql`select distinct on (w.meter_id, w.read_date) w.meter_id as "meterId", w.read_date::text as "readDate", w.before::text as before,
        w.after::text as after, m.meter_code as "meterCode", m.utility_account_id as "utilityAccountId", i.id as "invoiceId",
        i.invoice_number as "invoiceNumber", i.customer_account_id as "customerAccountId", i.total::text as total
      from unnest(${column((r) => r.meterId)}::int[], ${column((r) => r.readDate)}::date[], ${column((r) => r.before)}::numeric[],
        ${column((r) => r.after)}::numeric[]) as w(meter_id, read_date, before, after)
      join meters m on m.id = w.meter_id
      join invoice_lines l on l.utility_account_id = m.utility_account_id and w.read_date between l.period_from and l.period_to
      join invoices i on i.id = l.invoice_id and i.kind = 'INVOICE' and i.status not in ('DRAFT', 'VOID')
      where w.before <> w.after
      order by w.meter_id, w.read_date, i.id desc`,
  );
}

/** The invoice's total were its periods rated now, from the data as it is (the revised reads). */
async function rerated(tx: Tx, invoiceId: number, customerAccountId: number): Promise<string> {
  const periods = [...billedPeriods(await linesOf(tx, [invoiceId]))].map(([utilityAccountId, p]) => ({ utilityAccountId, periodFrom: p.from, periodTo: p.to }));
  const { bills } = await billInputs(tx, [customerAccountId], periods, new Map());
  return rateBill(bills[0]!).total;
}

/**
 * Re-bill, the Billing Exceptions action of READ_REVISED: each chosen exception's invoice is credited
 * and billed again from the reads as they are now, through cancel-and-rebill (`rebillInvoice`: a
 * credit note of the whole invoice, the invoice VOID, a bill run of its period); the invoice's
 * READ_REVISED exceptions are then RESOLVED. Refused, writing nothing, unless every chosen one is an
 * open (or held) READ_REVISED exception.
 */
export async function rebillRevisedReads(tx: Tx, ids: readonly number[], { actor, scope }: { actor: Actor; scope: Scope }): Promise<Outcome> {
  const chosen = await tx
    .select({
      status: billingExceptions.status,
      code: billingExceptions.exceptionCode,
      invoiceId: billingExceptions.invoiceId,
      message: billingExceptions.message,
    })
    .from(billingExceptions)
    .where(inArray(billingExceptions.id, [...ids]))
    .for('update');
  const open = (status: string) => (BLOCKING_EXCEPTIONS as readonly string[]).includes(status);
  if (chosen.length !== new Set(ids).size || chosen.some((e) => e.code !== 'READ_REVISED' || e.invoiceId === null || !open(e.status))) {
    return refused(texts.billing.onlyRevisedRebilled);
  }
  const invoiceIds = [...new Set(chosen.map((e) => e.invoiceId!))];
  for (const invoiceId of invoiceIds) {
    await rebillInvoice(tx, invoiceId, { reason: chosen.find((e) => e.invoiceId === invoiceId)!.message, actor, scope });
  }
  await tx
    .update(billingExceptions)
    .set({ status: 'RESOLVED', resolvedAt: sql`now()`, resolvedBy: actor.username })
    .where(
      and(
        inArray(billingExceptions.invoiceId, invoiceIds),
        eq(billingExceptions.exceptionCode, 'READ_REVISED'),
        inArray(billingExceptions.status, [...BLOCKING_EXCEPTIONS]),
      ),
    );
  return doneWith(invoiceIds.length);
}
