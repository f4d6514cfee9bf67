import { issueText, parameterIssues, rangeTooLong, type ReportDefinition, type ReportParameters } from '@wattle/contract';

/** The form's starting values: each filter's default (text). */
export const initialValues = (report: ReportDefinition): ReportParameters => Object.fromEntries(report.filters.map((f) => [f.parameterCode, f.value]));

/**
 * What the report form allows (spec 2 §5): Save to My Reports needs a valid form; Run also needs
 * START_DATE and END_DATE at most 100 days apart and the report's runNowAllowed Y.
 */
export function formState(report: ReportDefinition, values: ReportParameters) {
  const issues = parameterIssues(report.filters, values);
  const errors = Object.fromEntries(issues.map((i) => [i.parameterCode, i.message]));
  const valid = issues.length === 0;
  return {
    errors: errors as Record<string, string | undefined>,
    canSave: valid,
    canRun: valid && !rangeTooLong(values) && report.runNowAllowed === 'Y',
    tooLong: rangeTooLong(values),
    firstIssue: issues[0] ? issueText(issues[0]) : null,
  };
}
