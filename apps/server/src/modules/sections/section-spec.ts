import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ActionType, CrmIdentifiers, FieldType, IdentifierName, Message, SectionControlType, SectionDataType } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { MailMessage } from '../../lib/mailer';

/**
 * A section as written in code (docs/sections.md): what it shows (fields, actions, child
 * sections) and, in `data`, the declarative adapter that binds it to a table. The display part
 * is stored in the database with its hash (rewritten at start-up when the code's differs); the
 * adapter stays here.
 */
export interface SectionSpec {
  code: string;
  description: string;
  controlType: SectionControlType;
  /** Field whose value identifies a row (needed for highlight, edit, delete and child sections). */
  keyColumn?: string;
  /** Icon of each card of a CardList. */
  iconName?: string;
  fields: readonly FieldSpec[];
  actions?: readonly ActionSpec[];
  /** Codes of the sections that follow this one's highlighted row. */
  childSections?: readonly string[];
  data: SectionBinding;
}

export interface FieldSpec {
  name: string;
  prompt: string;
  /** Default Text. */
  fieldType?: FieldType;
  /** Display and export format; default from the field type (Date → DATE, Money → CURRENCY2 …). */
  dataType?: SectionDataType;
  /** Default true. */
  visible?: boolean;
  /** Form layout: row number and span of 12 columns (default: one field per row, full width). */
  row?: number;
  span?: number;
  lookupCode?: string;
  lookupParameters?: string;
  showInTableRowExpansion?: boolean;
  /** One of the few fields a row's card shows at phone width (default: the first three shown). */
  showOnCard?: boolean;
  /** Written to the bound table's column of the same name (or `data.writeColumns[name]`). */
  editable?: boolean;
  mandatory?: boolean;
  tooltip?: string;
  maxLength?: number;
  maxDigits?: number;
  maxDecimalPlaces?: number;
  /** What a new record starts with (served as the field's value). */
  defaultValue?: string;
}

export interface ActionSpec {
  code: string;
  name: string;
  actionType: ActionType;
  iconName?: string;
  tooltip?: string;
  groupName?: string;
  webUrl?: string;
  wizardCode?: string;
  confirmMessage?: string;
  /** A Report action names its report by code; the company's report id is served as entityId. */
  reportCode?: string;
}

/** What a rule, an operation or a delete check gets to work with. */
export interface SectionContext {
  tx: Tx;
  ids: CrmIdentifiers;
  parentKey: string | null | undefined;
  userId: number;
  username: string;
  /** Emails to send once the write has committed (the route sends them; a refused write sends none). */
  outbox: MailMessage[];
}

/** A row as text by field name: the loaded values overlaid with the submitted ones. */
export type RowValues = Record<string, string | null>;

/**
 * How rows belong to an identifier (or to the parent row): a column equal to it, or a column whose
 * value is among those a subquery gives for it (e.g. the customer's accounts). A new row gets the
 * column's value, or the subquery's first value.
 */
export type RowFilter = AnyPgColumn | { column: AnyPgColumn; values: (id: number | string) => SQL };

/** What a rule knows besides the row: whether it is new, the row as it was (empty when new) and the writer's roles. */
export interface RuleContext extends SectionContext {
  isNew: boolean;
  before: RowValues;
  roles: readonly string[];
}

/** A business rule on save: a message when the row is not acceptable, else null. */
export type SectionRule = (row: RowValues, ctx: RuleContext) => string | null | Promise<string | null>;

/** A server-side action (Operation, Custom, CustomEdit) on the highlighted or selected rows, loaded within the caller's scope. */
export type SectionOperation = (ctx: SectionContext & { rows: { key: string; values: RowValues }[] }) => Promise<Message>;

/**
 * The declarative adapter: which table (with optional joins for read-only columns), which session
 * identifiers filter it, how rows are ordered and coloured, what may be written and which rules hold.
 */
export interface SectionBinding {
  /** The table rows are read from and written to. */
  table: PgTable;
  /** Its key column (the keyColumn field reads it). */
  key: AnyPgColumn;
  /** The column a save quotes to detect a stale row; default the table's updated_at. */
  version?: AnyPgColumn;
  /** Read expressions for fields that are not a column of `table` of the same name (joins, computed). */
  columns?: Record<string, AnyPgColumn | SQL>;
  /** Display texts for coded values (lookups), shown instead of the value. */
  displays?: Record<string, SQL>;
  /** Joins the read expressions need. */
  join?: (query: PgSelect) => PgSelect;
  /** Session identifiers the rows belong to: each is required and filters the rows. */
  filters?: Partial<Record<IdentifierName, RowFilter>>;
  /** How rows belong to the highlighted row of the parent section (child sections). */
  parent?: RowFilter;
  /** Extra fixed conditions (e.g. one transaction kind). */
  where?: SQL;
  orderBy?: readonly (AnyPgColumn | SQL)[];
  /** Row colour: an expression giving 'red', 'green', 'blue' or null. */
  colour?: SQL;
  /** Columns written for an editable field whose name differs from the column's. */
  writeColumns?: Record<string, AnyPgColumn>;
  /** Values a new row gets besides its fields and the identifier/parent columns (by property name). */
  insertValues?: (ctx: SectionContext) => Record<string, unknown>;
  rules?: readonly SectionRule[];
  /** Columns computed from the row on every save (by property name), e.g. an amount from quantity × price. */
  derive?: (row: RowValues, ctx: SectionContext & { isNew: boolean }) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * A new row kept elsewhere instead of inserted (an adjustment awaiting approval): gets the row as
   * it would be inserted (by property name) and answers the message to show, or null to insert it.
   */
  holdInsert?: (values: Record<string, unknown>, ctx: SectionContext) => Promise<Message | null>;
  /** Follow-up writes in the same transaction, e.g. a plan's instalments. */
  afterWrite?: (ctx: SectionContext, change: { key: string; isNew: boolean; before: RowValues; after: RowValues }) => Promise<void>;
  /** Follow-up writes after rows were deleted, in the same transaction (their values as they were). */
  afterDelete?: (ctx: SectionContext, deleted: readonly RowValues[]) => Promise<void>;
  /** A refusal message when a row may not be deleted, else null. */
  canDelete?: (row: RowValues) => string | null;
  /** Handlers of the section's Operation, Custom and CustomEdit actions, by action code. */
  operations?: Record<string, SectionOperation>;
}

/** Identity function that gives definitions their type and keeps them readable. */
export const defineSection = (spec: SectionSpec): SectionSpec => spec;
