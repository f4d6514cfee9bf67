/**
 * Codes and fixed values of the dashboard (spec 2 §2.1–2.5, §3, §9): the process codes whose
 * dialogs are special, the filters and modes those dialogs send, ribbon types and chart colours.
 */

/** Process codes the web app chooses a dialog by; any other code opens the standard table dialog. */
export const PROCESS_CODES = {
  importMeterReads: 'IMPORTMETERREADS',
  unbilledSummary: 'UNBILLEDSUMMARY',
  emailStatus: 'EMAIL_STATUS_REQ',
  smsStatus: 'SMS_STATUS_REQ',
  postedMail: 'POSTEDMAIL',
  scheduledManagement: 'RUN_SCHED_MGMT',
  billingExceptions: 'BILLEXCEPTIONS',
  buildingReconciliation: 'BUILDINGRECON',
  unallocatedPayments: 'UNALLOCATEDPAYMENTS',
  adjustmentApprovals: 'ADJUSTMENTAPPROVALS',
} as const;

/** What a process is: a work queue (card + table dialog), a chart, or the scheduled-tasks panel. */
export const PROCESS_KINDS = ['TABLE', 'CHART', 'SCHEDULED_TASKS'] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

/** The action code of the Edit dialog's save: it is sent through run-action like any other action. */
export const EDIT_ACTION_CODE = 'EDIT';
/** Unallocated payments' Assign: its dialog asks for the account, sent as the additional parameter `account`. */
export const ASSIGN_PAYMENT_ACTION_CODE = 'ASSIGN';
/** Actions a dialog of their own runs, never a plain toolbar button. */
export const DIALOG_ACTION_CODES: readonly string[] = [EDIT_ACTION_CODE, ASSIGN_PAYMENT_ACTION_CODE];
/** Scheduled-tasks panel actions: Run, and Upload (shown only when the process has this action). */
export const RUN_ACTION_CODE = 'RUN';
export const UPLOAD_FILE_ACTION_CODE = 'UPLOAD_FILE';
export const UPLOAD_FILE_ACTION_NAME = 'Upload File';

/** Default key field of a process row (spec 2 §3). */
export const DEFAULT_KEY_FIELD = 'key_exception_id';

/** EMAIL_STATUS_REQ and SMS_STATUS_REQ filter: 'Undelivered' is any status other than NEW. */
export const STATUS_FILTERS = ['ALL', 'NEW', 'UNDELIVERED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const NEW_STATUS = 'NEW';

/** UNBILLEDSUMMARY modes (spec 2 §2.3). */
export const UNBILLED_MODES = ['Summary', 'Details', 'Exceptions'] as const;
export type UnbilledMode = (typeof UNBILLED_MODES)[number];

/** has_exceptions per customer: Y (red alert), NOTRANS (blue alert), N (nothing). */
export const HAS_EXCEPTIONS = { yes: 'Y', noTransactions: 'NOTRANS', no: 'N' } as const;

/** Column formats (spec 2 §9) and edit types of a process column. */
export const COLUMN_FORMATS = ['TEXT', 'INT', 'CURRENCY2', 'CURRENCY4', 'CURRENCY6', 'DECIMAL2', 'DECIMAL4', 'DATE', 'DATETIME'] as const;
export type ColumnFormat = (typeof COLUMN_FORMATS)[number];
export const EDIT_TYPES = ['stringedit', 'numericedit', 'datepickeredit', 'booleanedit'] as const;
export type EditType = (typeof EDIT_TYPES)[number];

/** System ribbon types; an unknown type shows as notice. Each maps to a colour. */
export const RIBBON_TYPES = ['notes', 'warning', 'important', 'caution', 'tip', 'danger', 'notice'] as const;
export type RibbonType = (typeof RIBBON_TYPES)[number];
export const RIBBON_COLOURS: Record<RibbonType, string> = {
  notes: '#546e7a',
  warning: '#ed6c02',
  important: '#6a1b9a',
  caution: '#f9a825',
  tip: '#2e7d32',
  danger: '#c62828',
  notice: '#0277bd',
};
export const ribbonTypeOf = (type: string): RibbonType => ((RIBBON_TYPES as readonly string[]).includes(type) ? (type as RibbonType) : 'notice');

/** Stacked bar charts cycle these 9 colours per series. */
export const CHART_PALETTE = ['#a6192e', '#0277bd', '#2e7d32', '#f9a825', '#6a1b9a', '#ef6c00', '#00838f', '#5d4037', '#546e7a'] as const;

/** The non-production flag shows on the demo host: a host name whose first label is or starts with "demo". */
export const isDemoHost = (hostname: string) => /^demo[.-]|^demo$/i.test(hostname);

/** Scheduled-task detail items that open the Item Details form (spec 2 §2.4). */
export const DETAIL_LOOKUP_CODES = { billingCycle: 'BILLINGCYCLE', dateOptions: 'DATEOPTIONS', dueDateOptions: 'DUEDATEOPTIONS', text: 'NVARCHAR' } as const;
export const CHAR_DATA_TYPE = 'CHAR';
/** An empty detail value is sent as this text. */
export const NULL_VALUE = 'NULL';
