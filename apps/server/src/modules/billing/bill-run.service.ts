import { OFF_CYCLE_LIST_LIMIT, texts, type BillRun, type BillRunSelectionPreview, type BillRunStart } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { BillRunSelection } from '../../db/schema/index';
import { audit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import {
  findRun,
  insertRun,
  leftOutOf,
  listRuns,
  lockRunCreation,
  removeDrafts,
  runsHolding,
  selectionPreview,
  setRunStatus,
  type BillRunRow,
} from './bill-run.repository';
import { issuePreview } from './draft-holds';
import { issueDrafts } from './invoice-issue';
import type { Scope } from '../../db/tenancy';
import { queueJob } from '../../jobs/job';
import { billRunJob } from './bill-run.job';

/** Who a scheduled run is requested by (the BILL_RUN task's code), on the run and its audit row. */
export const SCHEDULED_RUN_REQUESTER = 'BILL_RUN';

/** How many runs GET /billing/bill-runs lists. */
const RUN_LIST_SIZE = 200;

export interface RunRequest {
  periodTo: string;
  invoiceDate: string;
  selection: BillRunSelection;
  dryRun?: boolean;
  requestedBy: string;
}

export const selectionOf = (body: BillRunStart): BillRunSelection => ({
  customerAccountIds: body.customerAccountIds,
  networkNodeIds: body.networkNodeIds,
  billingCycleIds: body.billingCycleIds,
});

/**
 * Creates a run over its selection's accounts, fixed now (the instant invoice then bills it at once;
 * `startRun` queues it). Refused (409) while a QUEUED or RUNNING run holds any of the accounts. Audited as the
 * actor (a user and their address; a scheduled task by its name).
 */
export async function createRun(tx: Tx, request: RunRequest, actor: Actor = { username: request.requestedBy }): Promise<number> {
  await lockRunCreation(tx);
  const holding = await runsHolding(tx, request.selection, request.periodTo);
  if (holding.length) throw conflict(texts.billing.accountsHeld(holding));
  const id = await insertRun(tx, {
    periodTo: request.periodTo,
    invoiceDate: request.invoiceDate,
    selection: request.selection,
    dryRun: request.dryRun ?? false,
    requestedBy: request.requestedBy,
  });
  await audit(tx, { event: 'bill-run.start', entity: 'bill_run', entityId: id, ...actor, newValues: request });
  return id;
}

/** Creates a run (createRun) and queues its job once the transaction commits: the run a user or a task starts. */
export async function startRun(tx: Tx, scope: Scope, request: RunRequest, actor?: Actor): Promise<number> {
  const id = await createRun(tx, request, actor);
  queueJob(tx, billRunJob, { companyId: scope.companyId, dataset: scope.dataset, billRunId: id });
  return id;
}

/** What starting a run over `selection` would bill now, which chosen accounts it leaves out and why, which are off-cycle; writes nothing. */
export const previewSelection = (tx: Tx, selection: BillRunSelection, periodTo: string): Promise<BillRunSelectionPreview> =>
  selectionPreview(tx, selection, periodTo, OFF_CYCLE_LIST_LIMIT);

/** The run's chosen accounts it did not bill, and why. */
export async function readLeftOut(tx: Tx, id: number) {
  const run = await existingRun(tx, id);
  return leftOutOf(tx, run.id);
}

const billRunView = (run: BillRunRow): BillRun => ({
  id: run.id,
  status: run.status,
  periodTo: run.periodTo,
  invoiceDate: run.invoiceDate,
  dryRun: run.dryRun,
  accountsTotal: run.accountsTotal,
  accountsDone: run.accountsDone,
  invoices: run.invoices,
  exceptions: run.exceptions,
  notrans: run.notrans,
  amountExGst: run.amountExGst,
  gst: run.gst,
  total: run.total,
  startedAt: run.startedAt,
  finishedAt: run.finishedAt,
  requestedBy: run.requestedBy,
  error: run.error,
});

export async function existingRun(tx: Tx, id: number, lock = false): Promise<BillRunRow> {
  const run = await findRun(tx, id, lock);
  if (!run) throw notFound(texts.billing.runNotFound);
  return run;
}

export const readRun = async (tx: Tx, id: number) => billRunView(await existingRun(tx, id));
export const readRuns = async (tx: Tx) => (await listRuns(tx, RUN_LIST_SIZE)).map(billRunView);

/** A run whose drafts may be issued: COMPLETED and not a dry run, else a 409. */
async function issuableRun(tx: Tx, id: number, lock: boolean): Promise<BillRunRow> {
  const run = await existingRun(tx, id, lock);
  if (run.dryRun) throw conflict(texts.billing.dryRunNotIssuable);
  if (run.status !== 'COMPLETED') throw conflict(texts.billing.notIssuable(run.status));
  return run;
}

/** What issuing the run would issue and hold now, and why (`issuePreview`, the same rule as `issueDrafts`); writes nothing. */
export async function previewIssue(tx: Tx, id: number) {
  const run = await issuableRun(tx, id, false);
  return issuePreview(tx, run.id);
}

/** Issues a COMPLETED run's drafts that nothing holds (`isHeld`); issuing again issues what has been accepted since. */
export async function issueRun(tx: Tx, id: number, actor: Actor) {
  const run = await issuableRun(tx, id, true);
  const result = await issueDrafts(tx, run.id, run.periodTo, { username: actor.username });
  await audit(tx, { event: 'bill-run.issue', entity: 'bill_run', entityId: id, ...actor, newValues: result });
  return result;
}

/** Cancels a run: its drafts (lines, unbilled rows, exceptions) are removed; what it issued stays. A running job stops at its next batch. */
export async function cancelRun(tx: Tx, id: number, actor: Actor) {
  const run = await existingRun(tx, id, true);
  if (run.status === 'CANCELLED') throw conflict(texts.billing.notCancellable(run.status));
  await setRunStatus(tx, run.id, 'CANCELLED');
  const removed = await removeDrafts(tx, run.id);
  await audit(tx, { event: 'bill-run.cancel', entity: 'bill_run', entityId: id, ...actor, newValues: { removed } });
  return { removed };
}
