import { REPORT_MAX_RANGE_DAYS } from '../constants';
import { reports as t } from '../texts/reports';

/** A report filter's kind (spec 2 §3 Report filters). */
export const REPORT_FILTER_TYPES = ['DATEPICKER', 'LOOKUP', 'CHECKBOX', 'TEXT'] as const;
export type ReportFilterType = (typeof REPORT_FILTER_TYPES)[number];

/** The date parameters whose distance is limited (spec 2 §5). */
export const START_DATE = 'START_DATE';
export const END_DATE = 'END_DATE';
/** Longest TEXT parameter value. */
export const REPORT_TEXT_MAX = 200;

/** What a parameter check needs of a filter. */
export interface ParameterRule {
  parameterCode: string;
  filterType: ReportFilterType;
  isRequired: boolean;
}

/** Parameter values as sent: text by parameter code (spec 2 §5: values are sent as strings). */
export type ReportParameters = Record<string, string>;

export interface ParameterIssue {
  parameterCode: string;
  message: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD text as a UTC day number, or null when it is not a real date. */
export function dayNumber(text: string): number | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const time = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!);
  const date = new Date(time);
  if (date.getUTCFullYear() !== +m[1]! || date.getUTCMonth() !== +m[2]! - 1 || date.getUTCDate() !== +m[3]!) return null;
  return time / 86_400_000;
}

/** Whether START_DATE and END_DATE are both given and more than REPORT_MAX_RANGE_DAYS apart (Run is then refused). */
export function rangeTooLong(values: Readonly<ReportParameters>): boolean {
  const start = dayNumber(values[START_DATE] ?? '');
  const end = dayNumber(values[END_DATE] ?? '');
  return start !== null && end !== null && Math.abs(end - start) > REPORT_MAX_RANGE_DAYS;
}

function valueIssue(rule: ParameterRule, value: string): string | null {
  if (value === '') return rule.isRequired || rule.filterType === 'DATEPICKER' ? t.required : null;
  switch (rule.filterType) {
    case 'DATEPICKER':
      return dayNumber(value) === null ? t.notADate : null;
    case 'CHECKBOX':
      return value === 'true' || value === 'false' ? null : t.notABoolean;
    case 'TEXT':
      return value.length > REPORT_TEXT_MAX ? t.tooLong(REPORT_TEXT_MAX) : null;
    case 'LOOKUP':
      return null; // the choices are the server's (checked against the lookup there)
  }
}

/**
 * The form's problems (spec 2 §5), shared by the report dialog (Run and Save enabled) and the
 * server (a 400 naming the parameter): required values and date pickers present, dates real,
 * checkboxes 'true'/'false', text not too long, no unknown parameter, END_DATE not before
 * START_DATE. The 100-day limit is apart (`rangeTooLong`): it stops Run only, not a save.
 */
export function parameterIssues(rules: readonly ParameterRule[], values: Readonly<ReportParameters>): ParameterIssue[] {
  const issues: ParameterIssue[] = [];
  const known = new Set(rules.map((r) => r.parameterCode));
  for (const code of Object.keys(values)) if (!known.has(code)) issues.push({ parameterCode: code, message: t.unknownParameter });
  for (const rule of rules) {
    const message = valueIssue(rule, values[rule.parameterCode] ?? '');
    if (message) issues.push({ parameterCode: rule.parameterCode, message });
  }
  const start = dayNumber(values[START_DATE] ?? '');
  const end = dayNumber(values[END_DATE] ?? '');
  if (start !== null && end !== null && end < start) issues.push({ parameterCode: END_DATE, message: t.endBeforeStart });
  return issues;
}

/** One issue as the API and the form show it: "START_DATE: Required". */
export const issueText = (issue: ParameterIssue) => `${issue.parameterCode}: ${issue.message}`;
