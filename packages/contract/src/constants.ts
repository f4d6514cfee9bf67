/** Business constants, limits, page sizes and timings from the specification. */
export const BRAND_COLOUR = '#a6192e';
export const DEFAULT_COLOUR = '#FF0000';
export const DEMO_COLOUR = '#f57c00';

export const SNACKBAR_MS = 2000;
export const MENU_HOVER_DELAY_MS = 300;
export const DRAWER_WIDTH = '18em';
export const DRAWER_REOPEN_MS = 500;
export const DRAG_BOUND_CHECK_MS = 100;
export const FILE_DOWNLOAD_TIMEOUT_MS = 30_000;
export const SEARCH_DEBOUNCE_MS = 1000;
export const TABLE_SEARCH_DEBOUNCE_MS = 1000;

export const PASSWORD_MIN_LENGTH = 8;
export const MFA_CODE_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;

/** Sign-in security (issue 3; see docs/security.md). */
export const AUTH_LIMITS = {
  /** Sign-in, code checks and reset requests allowed per address per minute. */
  rateLimitPerMinute: 20,
  /** Consecutive failures (password or code) before a username is locked. */
  lockoutFailures: 5,
  /** Failures from one client address, whatever usernames it tries, before the address is locked. */
  addressLockoutFailures: 20,
  lockoutMinutes: 15,
  /** How long a signed-in-but-unverified (second step pending) session lives. */
  mfaPendingMinutes: 10,
  emailCodeMinutes: 10,
  emailCodeMaxAttempts: 5,
  resetTokenMinutes: 60,
  /** How long the set-password link of a staff invitation works. */
  invitationDays: 7,
  totpPeriodSeconds: 30,
  totpWindow: 1,
  /** Used when SESSION_IDLE_MINUTES / SESSION_ABSOLUTE_HOURS are not set. */
  sessionIdleMinutes: 120,
  sessionAbsoluteHours: 12,
} as const;
export const MONEY_DECIMALS = 2;

export const TICKET_PAGE_SIZE = 50;
export const TABLE_PAGE_SIZE = 50;
export const TABLE_PAGE_SIZE_OPTIONS = [50, 100, 500, 1000] as const;
/** itemsPerPage -1 means every row (the 'all' option). */
export const ALL_ITEMS = -1;
/** 'All' answers at most this many rows in one JSON answer; more is refused (narrow the search, or export: exports stream every row). */
export const ALL_ITEMS_MAX = 100_000;
export const DASHBOARD_SMALL_TABLE_SIZE = 10;
export const REPORT_PAGE_SIZE = 25;
export const REPORT_PAGE_SIZE_OPTIONS = [25, 50, 100, ALL_ITEMS] as const;
export const ACTIVITIES_MANAGEMENT_PAGE_SIZE = 100;
export const ACTIVITIES_MANAGEMENT_PAGE_SIZE_OPTIONS = [50, 100, 200, ALL_ITEMS] as const;
export const TASKS_PAGE_SIZE = 20;
export const JOBS_PAGE_SIZE = 10;
export const NOTES_PAGE_STEP = 25;
export const REPORT_MAX_RANGE_DAYS = 100;
export const EXCEL_SHEET_NAME_MAX = 31;
export const UPLOAD_MAX_BYTES = 5_000_000;
export const RATE_STEPS_MAX = 5;
export const RATE_STEP_BAND_INCREMENT = 1000;
export const CARDS_PER_ROW_LG = 6;
/** Fields a table row's card shows at phone width when its section or process marks none (docs/ux.md "Tables on a phone"). */
export const ROW_CARD_DEFAULT_FIELDS = 3;
export const CUSTOMER_SUMMARY_ITEMS = 12;
export const BULK_GENERATE_MAX_MINUTES = 15;
export const PDF_ZOOM = { min: 0.2, max: 2, step: 0.1 } as const;

/** Zero date: 0001-01-01T00:00:00 means "no date". */
export const ZERO_DATE = '0001-01-01T00:00:00';

export const CUSTOMER_TYPES = ['RESIDENT', 'COMPANY', 'OCCUPIER', 'SUNDRY'] as const;
export type CustomerTypeCode = (typeof CUSTOMER_TYPES)[number];
export const SEARCH_CONTEXTS = ['Contact', 'Customer', 'Site'] as const;
export type SearchContext = (typeof SEARCH_CONTEXTS)[number];
/** Global search (issue 4; docs/search.md): the longest text accepted, cards per page, and the recent list. */
export const SEARCH_VALUE_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE_MAX = 100;
/** Shorter terms match only from the start (exact and prefix); infix and similarity need this many characters. */
export const SEARCH_MIN_INFIX_LENGTH = 3;
export const RECENT_SEARCH_MAX = 10;
/** Ranked results a search lists at most over all its pages. */
export const SEARCH_MAX_RESULTS = 500;
/** Pause in typing before a drop-down that finds by typing (buildings, meters) asks for matches. */
export const TYPEAHEAD_MS = 300;

export const WIZARD_CODES = ['NEWCUSTOMER', 'ONBOARDING', 'FREETRIALPRICE', 'FREETRIALCUST', 'FREETRIALMETER'] as const;

export const DATASETS = ['live', 'demo'] as const;
export type Dataset = (typeof DATASETS)[number];

/** System parameter codes the product reads. */
export const PARAMS = {
  dateFormat: 'DATE_FORMAT',
  currency: 'CURRENCY',
  isLive: 'ISLIVE',
  subscription: 'UMLSUBSCRIPTION',
  netNodeLabel: 'NETNODELABEL',
  sessionIdleMinutes: 'SESSION_IDLE_MINUTES',
  sessionAbsoluteHours: 'SESSION_ABSOLUTE_HOURS',
  /** The company's IANA time zone: its business day (DEFAULT_TIME_ZONE when unset). */
  timeZone: 'TIME_ZONE',
  /** Printed on invoices and statements (docs/documents.md): the company's ABN, BPAY biller code and direct debit text; blank leaves it off. */
  companyAbn: 'COMPANY_ABN',
  bpayBillerCode: 'BPAY_BILLER_CODE',
  directDebitText: 'DIRECT_DEBIT_TEXT',
  /** The fee charged to an account whose payment is dishonoured (docs/payments.md "Dishonours"); blank charges none. */
  dishonourFee: 'DISHONOUR_FEE',
  /** Adjustments above this amount (either sign) wait for a second user's approval (docs/payments.md); blank: no limit. */
  adjustmentApprovalLimit: 'ADJUSTMENT_APPROVAL_LIMIT',
} as const;

/** Dialog width by breakpoint: 100% up to md, 80% at lg, 50% at xl. */
export const DIALOG_WIDTH = { upToMd: '100%', lg: '80%', xl: '50%' } as const;

/** The time zone of a company without a valid TIME_ZONE parameter (businessDate.ts). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/**
 * Fixed date formats (dayjs tokens). Not for the dates a person types or reads on screen: those are
 * in the company's DATE_FORMAT and times on its TIME_ZONE clock (docs/ux.md, "Dates and times"),
 * in place of spec 2 §9's fixed report, job history, activity and ticket forms.
 */
export const DATE_FORMATS = {
  iso: 'YYYY-MM-DD',
  /** The support-ticket month (server sends YYYY-MM). */
  month: 'MMMM YYYY',
  /** The date a letter is written on, and the {{date}} merge field (ours: the spec names none). */
  letter: 'D MMMM YYYY',
} as const;

/** The CSRF header every non-GET request carries. */
export const CSRF_HEADER = 'x-csrf';
export const SESSION_COOKIE = 'wattle_session';
