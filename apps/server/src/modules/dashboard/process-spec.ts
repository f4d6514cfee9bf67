import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdditionalParameters, ChartData, ColumnFormat, EditType, GroupSettings, Message, ProcessKind, SearchContext } from '@wattle/contract';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';
import type { Mailer } from '../../lib/mailer';
import type { BoundView } from './process-catalog';

/**
 * A dashboard process as written in code (docs/dashboard.md): its card, the query behind its
 * table, its columns, who may edit which column, and its actions. The seeder stores the display
 * part (name, columns, actions, colours) per company; the bindings and rules stay here.
 */
export interface ProcessSpec {
  code: string;
  name: string;
  kind: ProcessKind;
  sortOrder: number;
  /** Comma-separated roles that see the process; empty means everyone. */
  requiredRoles?: string;
  /** TABLE: the views of the table; most processes have one, named 'default'. */
  views?: Record<string, ViewSpec>;
  /** Which view a data call reads (UNBILLEDSUMMARY's modes); default 'default'. */
  viewFor?: (params: AdditionalParameters) => string;
  /** Who may edit rows (any one role; empty: everyone) when the editing setting is on; absent: never editable. */
  editRoles?: readonly string[];
  actions?: readonly ActionSpec[];
  /** CHART: the chart's series. */
  chart?: (tx: Tx) => Promise<ChartData>;
}

/** The value a column carries in JSON and how it is compared: ids/counts as numbers, money as decimal text, ISO dates. */
export type ValueType = 'int' | 'text' | 'money' | 'decimal' | 'date' | 'datetime';

export interface ColumnSpec {
  field: string;
  headerText: string;
  value: SQL | AnyPgColumn;
  type?: ValueType;
  format?: ColumnFormat;
  visible?: boolean;
  width?: number;
  excelOnly?: boolean;
  template?: string;
  icon?: string;
  tooltip?: string;
  showTotal?: boolean;
  /** One of the few columns a row's card shows at phone width (default: the first three shown). */
  showOnCard?: boolean;
  /** A coded column shown as this lookup's descriptions (a shown value only: never on an editable column). */
  lookup?: string;
  /** The cell links to the entity whose id is in that field (go-to-entity). */
  link?: { idField: string; context: SearchContext };
  /** Matched by the search box (default: text columns). */
  searchable?: boolean;
  /** The value is never null: keyset paging may use it as the sort. */
  notNull?: boolean;
  /** Editable through the Edit dialog: the column written, and a check of the new value (`today`: the company's business date). */
  edit?: { column: AnyPgColumn; editType?: EditType; nullable?: boolean; check?: (value: string, today: string) => string | null };
}

/** One table of a process: its rows (FROM with joins, the queue's condition), key, columns and order. */
export interface ViewSpec {
  /** The table whose rows are the process's rows: locked and written by actions. */
  table: PgTable;
  /** FROM clause: `table` and the joins that decide which rows belong (used by counts and locks too). */
  from: SQL;
  /** Joins only shown columns need (lateral look-ups); left out of counts unless a search needs them. */
  display?: SQL;
  /** Which rows are in the queue (with the dialog's additional parameters). */
  where: (params: AdditionalParameters) => SQL;
  /**
   * The row's customer: when set, the search box finds the rows of the customers whose card matches
   * (name, account number, address, email, phone: the global search's index), which stays fast at a
   * million customers. Without it the searchable columns are matched directly (small queues).
   */
  customer?: AnyPgColumn;
  /**
   * The row's customer account, for rows without a customer column (the account join then stays
   * out of counts): the search box finds the rows of the matching customers' accounts.
   */
  customerAccount?: AnyPgColumn;
  /** The key field's name and column (a column of `table`). */
  key: { field: string; column: AnyPgColumn };
  columns: readonly ColumnSpec[];
  defaultSort: { field: string; descending?: boolean };
  groupSettings?: GroupSettings;
}

/** What an action handler works with: the locked rows of the caller's company and dataset. */
export interface ActionContext {
  tx: Tx;
  userId: number;
  username: string;
  roles: readonly string[];
  ipAddress: string;
  scope: Scope;
  /** The rows' keys (values of the key column) in the order sent. */
  keys: (string | number)[];
  /** The rows as sent (itemsJson), by key; the Edit action reads the new values here. */
  items: Map<string, Record<string, unknown>>;
  /** The action's options as sent (free text, usually JSON). */
  options: string;
  params: AdditionalParameters;
  /** The view the rows were read from (its columns say what may be edited). */
  view: BoundView;
  /** Old and new values for the action's audit entry (the Edit action fills them). */
  audit: { oldValues?: unknown; newValues?: unknown };
  config: Config;
  mailer: Mailer;
  files: FileStore;
  /** Work that must run after the transaction commits (sending mail); the answer waits for it, and a message it returns becomes the answer. */
  afterCommit(work: () => Promise<Message | undefined> | Promise<void>): void;
  /** A new transaction in the caller's company and dataset (for work after the commit). */
  scoped: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

export interface ActionSpec {
  code: string;
  name: string;
  confirmMessage?: string;
  buttonColour?: string;
  textColour?: string;
  /** Comma-separated roles allowed to run it; empty means everyone who sees the process. */
  requiredRoles?: string;
  /** Applies to exactly one row (Edit, Run): the refusal's message when more or fewer are sent. */
  singleRow?: string;
  /** Stored as the action's options (e.g. the status it sets). */
  actionOptions?: Record<string, unknown>;
  /** Runs on the selected rows, which are already locked and known to be in the queue. */
  run(ctx: ActionContext): Promise<Message>;
}

export const defineProcess = (spec: ProcessSpec): ProcessSpec => spec;

export const DEFAULT_VIEW = 'default';
