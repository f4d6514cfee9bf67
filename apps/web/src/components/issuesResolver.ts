import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A rule's finding on one field, as the contract's rules report them (the server checks the same). */
interface FieldRuleIssue {
  path: string;
  message: string;
}

/**
 * A react-hook-form resolver from a contract rule that lists issues by field path: the form shows
 * each message under its field and submits only when there are none.
 */
export function issuesResolver<TValues extends FieldValues>(issuesOf: (values: TValues) => readonly FieldRuleIssue[]): Resolver<TValues> {
  return (values) => {
    const issues = issuesOf(values);
    if (issues.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(issues.map((issue) => [issue.path, { type: 'rule', message: issue.message }])) as FieldErrors<TValues>;
    return { values: {}, errors };
  };
}
