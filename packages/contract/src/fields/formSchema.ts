import { z } from 'zod';
import { fieldError, type FieldRuleContext, type FieldRuleSpec } from './fieldRules';

export interface NamedFieldRuleSpec extends FieldRuleSpec {
  name: string;
}

/** Form state: field name → text value (Y/N, ids joined by '|', ISO dates ...). */
export type FieldValues = Record<string, unknown>;

/** One refused value: which field and the rule's message. */
export interface FieldIssue {
  name: string;
  message: string;
}

/** The server path: every refused value of a submission, in field order. */
export function validateAnswers(fields: readonly NamedFieldRuleSpec[], answers: Readonly<FieldValues>, context: FieldRuleContext = {}): FieldIssue[] {
  return fields.flatMap((field) => {
    const message = fieldError(field, Object.hasOwn(answers, field.name) ? answers[field.name] : undefined, context);
    return message ? [{ name: field.name, message }] : [];
  });
}

/**
 * The client path: the zod schema of a whole form, for `zodResolver(formSchema(fields))`; each issue
 * sits at its field's name. The rules run over the whole object rather than one schema per key because
 * zod 4 refuses a missing key with its own message before a per-key rule runs (the agreement property
 * test found that).
 */
export const formSchema = (fields: readonly NamedFieldRuleSpec[], context: FieldRuleContext = {}): z.ZodType<FieldValues, FieldValues> =>
  z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    for (const issue of validateAnswers(fields, values, context)) ctx.addIssue({ code: 'custom', path: [issue.name], message: issue.message });
  });
