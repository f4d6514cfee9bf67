import { sql, type SQL } from 'drizzle-orm';
import type { ProcessColumnInput, ReportFilterType, ReportParameters } from '@wattle/contract';

/** A filter of a report as the code defines it (stored in `report_filters`). */
export interface FilterDefinition {
  parameterCode: string;
  parameterDescription: string;
  filterType: ReportFilterType;
  lookupCode?: string;
  /** The form's starting value (text); none for a blank field. */
  defaultValue?: string;
  /** Date pickers are always required (spec 2 §5). */
  isRequired?: boolean;
  /** A further check of a TEXT value the SQL relies on (a number, say): the problem, or null. */
  check?: (value: string) => string | null;
}

/** What a query is given: the checked parameters and the company's time zone (for instants). */
export interface QueryInput {
  params: Readonly<ReportParameters>;
  timeZone: string;
}

/**
 * A report query (docs/reports.md): its filters, its columns (the report config's) and the SQL
 * over the company's tables. The SQL's column names are the columns' fields; `order` names fields
 * that order the rows completely (the last one unique), so that pages never overlap.
 */
export interface ReportQuery {
  filters: FilterDefinition[];
  columns: ProcessColumnInput[];
  order: string[];
  sql: (input: QueryInput) => SQL;
}

export const column = (
  field: string,
  headerText: string,
  format: ProcessColumnInput['format'] = 'TEXT',
  more: Partial<ProcessColumnInput> = {},
): ProcessColumnInput => ({
  field,
  headerText,
  format,
  ...more,
});

/** A column linking to the customer whose id is in `customer_id` (go-to-entity). */
export const customerLink = (field: string, headerText: string): ProcessColumnInput =>
  column(field, headerText, 'TEXT', { template: 'link', searchType: 'Customer', searchIdColumnName: 'customer_id' });

/** The hidden key column every report carries for its links. */
export const customerIdColumn = column('customer_id', 'Customer Id', 'INT', { visible: false });

export const dateRange: FilterDefinition[] = [
  { parameterCode: 'START_DATE', parameterDescription: 'Start Date', filterType: 'DATEPICKER' },
  { parameterCode: 'END_DATE', parameterDescription: 'End Date', filterType: 'DATEPICKER' },
];

/** A DATEPICKER value as a SQL date. */
export const dateParam = (input: QueryInput, code: string) => sql`${input.params[code]}::date`;
/** A CHECKBOX value. */
export const checked = (input: QueryInput, code: string) => input.params[code] === 'true';
/** An optional value: null when blank, so `(x is null or ...)` filters read plainly. */
export const optional = (input: QueryInput, code: string) => sql`nullif(${input.params[code] ?? ''}, '')`;
/** A timestamp's date on the company's calendar. */
export const companyDate = (input: QueryInput, instant: SQL) => sql`(${instant} at time zone ${input.timeZone})::date`;
/** Money as a decimal string with two places (never a JS number). */
export const money = (expression: SQL) => sql`(${expression})::numeric(14, 2)::text`;
export const isoDate = (expression: SQL) => sql`to_char(${expression}, 'YYYY-MM-DD')`;
export const isoDateTime = (input: QueryInput, instant: SQL) => sql`to_char(${instant} at time zone ${input.timeZone}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
