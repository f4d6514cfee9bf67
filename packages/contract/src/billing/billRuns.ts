import { z } from 'zod';
import { bodyId, textId } from '../ids';
import { JOB_PROGRESS_STATUSES } from '../jobs';
import { billing } from '../texts/billing';

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 is refused). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, billing.notADate)
  .refine((d) => {
    const date = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(d);
  }, billing.notADate);

/** The job statuses, and CANCELLED: a run stopped by a user. */
export const BILL_RUN_STATUS_LIST = [...JOB_PROGRESS_STATUSES, 'CANCELLED'] as const;
export type BillRunStatus = (typeof BILL_RUN_STATUS_LIST)[number];

/** How often a run still working is asked for its progress (the dashboard, the bench). */
export const BILL_RUN_POLL_MS = 1000;

/** Money and quantities travel as decimal strings. */
const decimalText = z.string();
const ids = z.array(bodyId).max(100_000).optional();

/** POST /billing/bill-runs: what to bill, up to `periodTo`. At least one of the three lists. */
export const billRunStartSchema = z
  .object({
    periodTo: calendarDay,
    invoiceDate: calendarDay,
    customerAccountIds: ids,
    networkNodeIds: ids,
    billingCycleIds: ids,
    dryRun: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Boolean(b.customerAccountIds?.length || b.networkNodeIds?.length || b.billingCycleIds?.length), {
    message: billing.noSelection,
    path: ['customerAccountIds'],
  });
export type BillRunStart = z.infer<typeof billRunStartSchema>;

export const billRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(BILL_RUN_STATUS_LIST),
  periodTo: z.string(),
  invoiceDate: z.string(),
  dryRun: z.boolean(),
  accountsTotal: z.number().int(),
  accountsDone: z.number().int(),
  invoices: z.number().int(),
  exceptions: z.number().int(),
  notrans: z.number().int(),
  amountExGst: decimalText,
  gst: decimalText,
  total: decimalText,
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  requestedBy: z.string(),
  error: z.string().nullable(),
});
export type BillRun = z.infer<typeof billRunSchema>;

export const billRunIdParams = z.object({ id: textId });
export const billRunStartedSchema = z.object({ id: z.number().int() });
/** What issuing or cancelling did. */
export const billRunIssuedSchema = z.object({ issued: z.number().int(), held: z.number().int() });
export const billRunCancelledSchema = z.object({ removed: z.number().int() });

/** How many held accounts the issue preview lists (the count covers them all). */
export const ISSUE_PREVIEW_HELD_LIMIT = 100;

/** Why a draft is held: one open or held billing exception of its account (billing-rules §7). */
export const heldReasonSchema = z.object({ code: z.string(), message: z.string() });
export const heldAccountSchema = z.object({
  customerAccountId: z.number().int(),
  accountNumber: z.string(),
  customerName: z.string(),
  invoiceId: z.number().int(),
  total: decimalText,
  reasons: z.array(heldReasonSchema),
});
export type HeldAccount = z.infer<typeof heldAccountSchema>;

/**
 * GET /billing/bill-runs/{id}/issue-preview: what issuing the run would do now, writing nothing. `issue`
 * drafts totalling `total` would be issued; `held` stay drafts, the first ISSUE_PREVIEW_HELD_LIMIT
 * listed by account number with their reasons.
 */
export const billRunIssuePreviewSchema = z.object({
  issue: z.number().int(),
  total: decimalText,
  held: z.number().int(),
  heldAccounts: z.array(heldAccountSchema),
});
export type BillRunIssuePreview = z.infer<typeof billRunIssuePreviewSchema>;

/**
 * Why a chosen account is not billed: left out when the run is created (a prospect, nothing to bill
 * up to `periodTo`, a draft waiting to be issued), or billed nothing by the run (no charges or usage).
 */
export const LEFT_OUT_REASONS = ['PROSPECT', 'NOTHING_TO_BILL', 'DRAFT_WAITING', 'NO_TRANSACTIONS'] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

/** How many off-cycle accounts the selection preview lists (the count covers them all). */
export const OFF_CYCLE_LIST_LIMIT = 20;

export const offCycleAccountSchema = z.object({
  customerAccountId: z.number().int(),
  accountNumber: z.string(),
  customerName: z.string(),
  billingCycle: z.string(),
  /** The account's last billed day plus its cycle's months. */
  dueDate: z.string(),
});
export type OffCycleAccount = z.infer<typeof offCycleAccountSchema>;

/**
 * POST /billing/bill-runs/preview (the start body): what starting the run would bill now, writing
 * nothing. `accounts` are billed; the chosen accounts left out are counted by reason; accounts whose
 * billing cycle is not due by `periodTo` are counted, the first OFF_CYCLE_LIST_LIMIT listed.
 */
export const billRunSelectionPreviewSchema = z.object({
  accounts: z.number().int(),
  leftOut: z.array(z.object({ reason: z.enum(LEFT_OUT_REASONS), count: z.number().int() })),
  offCycle: z.number().int(),
  offCycleAccounts: z.array(offCycleAccountSchema),
});
export type BillRunSelectionPreview = z.infer<typeof billRunSelectionPreviewSchema>;

/** GET /billing/bill-runs/{id}/left-out: each chosen account the run did not bill, and why, by account number. */
export const billRunLeftOutSchema = z.array(
  z.object({ customerAccountId: z.number().int(), accountNumber: z.string(), customerName: z.string(), reason: z.enum(LEFT_OUT_REASONS) }),
);
export type BillRunLeftOut = z.infer<typeof billRunLeftOutSchema>;

/** One customer account of a run: accepting its exceptions, re-rating it. */
export const billRunAccountParams = z.object({ id: textId, customerAccountId: textId });
export const accountAcceptedSchema = z.object({ accepted: z.number().int(), issuable: z.boolean() });
export type AccountAccepted = z.infer<typeof accountAcceptedSchema>;
export const accountReratedSchema = z.object({
  outcome: z.enum(['INVOICED', 'HELD', 'NOTRANS']),
  invoiceId: z.number().int().nullable(),
  exceptions: z.number().int(),
});
export type AccountRerated = z.infer<typeof accountReratedSchema>;
