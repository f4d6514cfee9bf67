import { describe, expect, it } from 'vitest';
import { issueText, parameterIssues, rangeTooLong, texts, type ParameterRule } from '../src/index';

const rules: ParameterRule[] = [
  { parameterCode: 'START_DATE', filterType: 'DATEPICKER', isRequired: false },
  { parameterCode: 'END_DATE', filterType: 'DATEPICKER', isRequired: true },
  { parameterCode: 'METHOD', filterType: 'LOOKUP', isRequired: false },
  { parameterCode: 'CLOSED', filterType: 'CHECKBOX', isRequired: false },
  { parameterCode: 'ACCOUNT', filterType: 'TEXT', isRequired: true },
];
const valid = { START_DATE: '2025-01-01', END_DATE: '2025-04-11', METHOD: '', CLOSED: 'false', ACCOUNT: 'A1' };

describe('report parameters (spec 2 §5)', () => {
  it('accepts a valid form; blank optional values are fine', () => {
    expect(parameterIssues(rules, valid)).toEqual([]);
  });

  it('requires date pickers always and other filters when required, and names each problem by its parameter', () => {
    const issues = parameterIssues(rules, { ...valid, START_DATE: '', ACCOUNT: '' }).map(issueText);
    expect(issues).toEqual([`START_DATE: ${texts.reports.required}`, `ACCOUNT: ${texts.reports.required}`]);
  });

  it('refuses dates that are not real, a checkbox other than true/false, long text, unknown parameters and an end before the start', () => {
    expect(parameterIssues(rules, { ...valid, END_DATE: '2025-02-29' }).map(issueText)).toEqual([`END_DATE: ${texts.reports.notADate}`]);
    expect(parameterIssues(rules, { ...valid, CLOSED: 'yes' }).map(issueText)).toEqual([`CLOSED: ${texts.reports.notABoolean}`]);
    expect(parameterIssues(rules, { ...valid, ACCOUNT: 'x'.repeat(201) })).toHaveLength(1);
    expect(parameterIssues(rules, { ...valid, OTHER: '1' }).map(issueText)).toEqual([`OTHER: ${texts.reports.unknownParameter}`]);
    expect(parameterIssues(rules, { ...valid, END_DATE: '2024-12-31' }).map(issueText)).toEqual([`END_DATE: ${texts.reports.endBeforeStart}`]);
  });

  it('limits Run to 100 days between START_DATE and END_DATE', () => {
    expect(rangeTooLong(valid)).toBe(false);
    expect(rangeTooLong({ ...valid, END_DATE: '2025-04-12' })).toBe(true);
    expect(rangeTooLong({ START_DATE: '2025-01-01' })).toBe(false);
  });
});
