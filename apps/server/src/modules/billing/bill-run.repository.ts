import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { billRunAccounts, billRuns, invoices, type BillRunSelection } from '../../db/schema/index';
import { inIds, sqlRows } from '../../db/sql-rows';
import type { LeftOutReason, OffCycleAccount } from '@wattle/contract';
import { leftOutAccounts, offCycleAccounts, selectedAccounts } from './bill-run-selection';

export type BillRunRow = typeof billRuns.$inferSelect;

/**
 * Runs still to finish that hold any of the selected accounts. The selection is computed once
 * (materialized) and joined: compared per run account instead, a named list of 100,000 accounts
 * was searched once per run account (minutes on PGlite, whose planner has no fresh statistics).
 */
export async function runsHolding(tx: Tx, selection: BillRunSelection, periodTo: string): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`with selected as materialized (${selectedAccounts(selection, periodTo)})
      select distinct r.id from bill_runs r join bill_run_accounts a on a.bill_run_id = r.id join selected s on s.id = a.customer_account_id
      where r.status in ('QUEUED', 'RUNNING') order by r.id`,
  );
  return rows.map((r) => r.id);
}

/** One run's creation at a time per company and dataset: the overlap check and the insert are one step. */
export const lockRunCreation = (tx: Tx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('bill-run:' || current_setting('app.company_id') || ':' || current_setting('app.dataset')))`);

export async function insertRun(tx: Tx, values: Pick<typeof billRuns.$inferInsert, 'periodTo' | 'invoiceDate' | 'selection' | 'dryRun' | 'requestedBy'>) {
  const [run] = await tx.insert(billRuns).values(values).returning({ id: billRuns.id });
  const [counted] = await sqlRows<{ n: number }>(
    tx,
    sql`with added as (insert into bill_run_accounts (bill_run_id, customer_account_id)
      select ${run!.id}, id from (${selectedAccounts(values.selection, values.periodTo)}) s order by id returning 1)
      select count(*)::int as n from added`,
  );
  await tx.update(billRuns).set({ accountsTotal: counted!.n }).where(eq(billRuns.id, run!.id));
  await tx.execute(sql`insert into bill_run_left_out (bill_run_id, customer_account_id, reason)
    select ${run!.id}, id, reason from (${leftOutAccounts(values.selection, values.periodTo)}) s`);
  return run!.id;
}

export async function findRun(tx: Tx, id: number, lock = false): Promise<BillRunRow | null> {
  const query = tx.select().from(billRuns).where(eq(billRuns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const listRuns = (tx: Tx, limit: number) => tx.select().from(billRuns).orderBy(desc(billRuns.id)).limit(limit);

type RunStatus = BillRunRow['status'];
/** The states each state is reached from. */
const FROM: Record<Exclude<RunStatus, 'QUEUED'>, RunStatus[]> = {
  RUNNING: ['QUEUED', 'RUNNING'],
  COMPLETED: ['RUNNING'],
  FAILED: ['QUEUED', 'RUNNING'],
  CANCELLED: ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'],
};

export const setRunStatus = (tx: Tx, id: number, status: Exclude<RunStatus, 'QUEUED'>, error: string | null = null) =>
  tx
    .update(billRuns)
    .set({
      status,
      error,
      updatedAt: sql`now()`,
      ...(status === 'RUNNING' ? { startedAt: sql`coalesce(${billRuns.startedAt}, now())` } : {}),
      ...(status === 'COMPLETED' || status === 'FAILED' || status === 'CANCELLED' ? { finishedAt: sql`now()` } : {}),
    })
    .where(and(eq(billRuns.id, id), inArray(billRuns.status, FROM[status])));

/** Accounts still to bill, in id order (the completion check: none left). */
const pendingAccounts = (tx: Tx, runId: number, limit: number) =>
  tx
    .select({ id: billRunAccounts.id, customerAccountId: billRunAccounts.customerAccountId })
    .from(billRunAccounts)
    .where(and(eq(billRunAccounts.billRunId, runId), eq(billRunAccounts.outcome, 'PENDING')))
    .orderBy(asc(billRunAccounts.id))
    .limit(limit);

/** How long a worker's claim on a batch keeps other workers off it; only a worker that stopped without its job being retried lets one lapse. */
const CLAIM_MINUTES = 10;

/**
 * Takes the next `limit` accounts still to bill for `worker` (a run's job slot), in id order:
 * accounts no worker holds, whose claim lapsed, or this worker's own from before a restart, but not
 * those it is billing right now (`inFlight`). SKIP LOCKED: workers claiming at the same moment take
 * different accounts. Several servers' workers so share one run's batches.
 */
export async function claimBatch(tx: Tx, runId: number, worker: string, limit: number, inFlight: readonly number[]) {
  return sqlRows<{ id: number; customerAccountId: number }>(
    tx,
    // The pick is materialized: as an IN (…) subquery the planner may run it again per row, and with SKIP LOCKED take more than `limit`.
    sql`with picked as materialized (
        select id from bill_run_accounts
        where bill_run_id = ${runId} and outcome = 'PENDING'
          and (claimed_by is null or claimed_by = ${worker} or claimed_until < now())
          and not (id = any(${`{${inFlight.join(',')}}`}::bigint[]))
        order by id limit ${limit}
        for update skip locked)
      update bill_run_accounts b set claimed_by = ${worker}, claimed_until = now() + make_interval(mins => ${CLAIM_MINUTES})
      from picked where b.id = picked.id
      returning b.id::int as "id", b.customer_account_id as "customerAccountId"`,
  ).then((rows) => rows.sort((a, b) => a.id - b.id));
}

/**
 * Takes the batch's accounts that are still PENDING, locked until the writing transaction ends:
 * another worker on the same batch waits, then finds them done and takes none.
 */
export async function claimAccounts(tx: Tx, runId: number, ids: number[]) {
  return tx
    .select({ id: billRunAccounts.id, customerAccountId: billRunAccounts.customerAccountId })
    .from(billRunAccounts)
    .where(and(eq(billRunAccounts.billRunId, runId), inIds(billRunAccounts.id, ids), eq(billRunAccounts.outcome, 'PENDING')))
    .for('update');
}

/**
 * The run's row, share-locked for a batch's write, if it is still running: a cancel waits for the
 * writes, or the writes see the cancel, while the run's workers write their batches side by side
 * (an update of the row here made every worker's write wait for the one before).
 */
export async function shareRunningRun(tx: Tx, runId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: billRuns.id })
    .from(billRuns)
    .where(and(eq(billRuns.id, runId), eq(billRuns.status, 'RUNNING')))
    .for('share');
  return rows.length > 0;
}

/** The run's row, locked to finish it, if it is still running: one worker at a time sees what is left. */
export async function lockRunningRun(tx: Tx, runId: number): Promise<boolean> {
  const rows = await tx
    .update(billRuns)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(billRuns.id, runId), eq(billRuns.status, 'RUNNING')))
    .returning({ id: billRuns.id });
  return rows.length > 0;
}

export interface AccountOutcome {
  id: number;
  outcome: 'INVOICED' | 'HELD' | 'NOTRANS';
  invoiceId: number | null;
  exceptions: number;
  amountExGst: string;
  gst: string;
  total: string;
}

/** Each account's outcome, in one statement with the batch as one JSON parameter (cheaper to build than a parameter a value; `json`, not `jsonb`, as the inserts: read once, nothing to convert). */
export async function setOutcomes(tx: Tx, outcomes: AccountOutcome[]) {
  if (!outcomes.length) return;
  await tx.execute(sql`update bill_run_accounts b set outcome = v."outcome", invoice_id = v."invoiceId", exceptions = v."exceptions",
      amount_ex_gst = v."amountExGst", gst = v."gst", total = v."total"
    from json_to_recordset(${JSON.stringify(outcomes)}::json)
      as v("id" bigint, "outcome" text, "invoiceId" int, "exceptions" int, "amountExGst" numeric, "gst" numeric, "total" numeric)
    where b.id = v."id"`);
}

const counted = (accounts: SQL) => sql`select count(*) filter (where outcome <> 'PENDING')::int as done,
    count(*) filter (where outcome in ('INVOICED', 'HELD'))::int as invoices,
    coalesce(sum(exceptions), 0)::int as exceptions,
    count(*) filter (where outcome = 'NOTRANS')::int as notrans,
    coalesce(sum(amount_ex_gst), 0) as amount_ex_gst, coalesce(sum(gst), 0) as gst, coalesce(sum(total), 0) as total
  from bill_run_accounts where ${accounts}`;

/** The run's counters, recomputed from its accounts (so a batch written twice, or a restart, never counts twice). */
export async function refreshCounters(tx: Tx, runId: number) {
  await tx.execute(sql`update bill_runs r set accounts_done = c.done, invoices = c.invoices, exceptions = c.exceptions, notrans = c.notrans,
      amount_ex_gst = c.amount_ex_gst, gst = c.gst, total = c.total, updated_at = now()
    from (${counted(sql`bill_run_id = ${runId}`)}) c
    where r.id = ${runId}`);
}

/**
 * Adds a batch's written accounts to the run's counters, right after their write (recounting the
 * whole run after every batch grew with the run). Its own short transaction, so the run's row is
 * not held through a write; a count lost to a crash in between is made good when the run
 * completes (refreshCounters), and a count arriving after another worker completed the run is not
 * added to that recount (two servers' run once showed 100,500 invoices for 100,000 accounts).
 */
export async function addToCounters(tx: Tx, runId: number, billRunAccountIds: number[]) {
  await tx.execute(sql`update bill_runs r set accounts_done = r.accounts_done + c.done, invoices = r.invoices + c.invoices,
      exceptions = r.exceptions + c.exceptions, notrans = r.notrans + c.notrans, amount_ex_gst = r.amount_ex_gst + c.amount_ex_gst,
      gst = r.gst + c.gst, total = r.total + c.total, updated_at = now()
    from (${counted(sql`bill_run_id = ${runId} and id = any(${`{${billRunAccountIds.join(',')}}`}::bigint[])`)}) c
    where r.id = ${runId} and r.status = 'RUNNING'`);
}

export const countPending = async (tx: Tx, runId: number) => (await pendingAccounts(tx, runId, 1)).length;

/** The run's drafts, removed when it is cancelled (their lines, unbilled rows and exceptions go with them). */
export async function removeDrafts(tx: Tx, runId: number): Promise<number> {
  await tx.execute(sql`update bill_run_accounts set invoice_id = null where bill_run_id = ${runId}
    and invoice_id in (select id from invoices where bill_run_id = ${runId} and status = 'DRAFT')`);
  await tx.execute(sql`delete from billing_exceptions where bill_run_id = ${runId} and invoice_id is null`);
  const removed = await tx
    .delete(invoices)
    .where(and(eq(invoices.billRunId, runId), eq(invoices.status, 'DRAFT')))
    .returning({ id: invoices.id });
  return removed.length;
}

/** What a selection bills now (bill-run-selection.ts): the accounts, the chosen ones left out by reason, the off-cycle ones (a page of them). */
export async function selectionPreview(tx: Tx, selection: BillRunSelection, periodTo: string, offCycleLimit: number) {
  const [counts] = await sqlRows<{ accounts: number }>(tx, sql`select count(*)::int as accounts from (${selectedAccounts(selection, periodTo)}) s`);
  const leftOut = await sqlRows<{ reason: LeftOutReason; count: number }>(
    tx,
    sql`select reason, count(*)::int as count from (${leftOutAccounts(selection, periodTo)}) s group by reason order by reason`,
  );
  const offCycle = await sqlRows<OffCycleAccount & { total: number }>(
    tx,
    sql`select o.*, count(*) over ()::int as total from (${offCycleAccounts(selection, periodTo)}) o order by o."accountNumber" limit ${offCycleLimit}`,
  );
  return {
    accounts: counts!.accounts,
    leftOut,
    offCycle: offCycle[0]?.total ?? 0,
    offCycleAccounts: offCycle.map(({ total: _total, ...account }) => account),
  };
}

/** The run's chosen accounts it did not bill: left out when it was created, or billed nothing (NOTRANS); by account number. */
export const leftOutOf = (tx: Tx, runId: number) =>
  sqlRows<{ customerAccountId: number; accountNumber: string; customerName: string; reason: LeftOutReason }>(
    tx,
    sql`select o.customer_account_id as "customerAccountId", a.account_number as "accountNumber", c.name as "customerName", o.reason
      from (select customer_account_id, reason from bill_run_left_out where bill_run_id = ${runId}
        union all select customer_account_id, 'NO_TRANSACTIONS' from bill_run_accounts where bill_run_id = ${runId} and outcome = 'NOTRANS') o
      join customer_accounts a on a.id = o.customer_account_id join customers c on c.id = a.customer_id
      order by a.account_number`,
  );
