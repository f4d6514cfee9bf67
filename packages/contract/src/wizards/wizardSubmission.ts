import { z } from 'zod';
import { fieldNameSchema } from '../fields/displayField';
import { pageCodeSchema, wizardCodeSchema } from './wizardDefinition';

export const WIZARD_MAX_PAGES = 50;
export const WIZARD_MAX_ITEMS_PER_PAGE = 200;
export const WIZARD_MAX_VALUE_LENGTH = 100_000;

/** An answer: one field's value (and the text shown for it) on a visited page. */
export const wizardItemSchema = z.object({
  name: fieldNameSchema,
  value: z.string().max(WIZARD_MAX_VALUE_LENGTH).nullable(),
  displayValue: z.string().max(WIZARD_MAX_VALUE_LENGTH).nullable(),
  isDirty: z.boolean(),
});
export type WizardItem = z.infer<typeof wizardItemSchema>;

export const wizardSubmissionPageSchema = z.object({
  pageCode: pageCodeSchema,
  items: z.array(wizardItemSchema).max(WIZARD_MAX_ITEMS_PER_PAGE),
});
export type WizardSubmissionPage = z.infer<typeof wizardSubmissionPageSchema>;

/** Wizard submission (spec 1 §3): the visited pages in the order they were answered. */
export const wizardSubmissionSchema = z.object({
  wizardCode: wizardCodeSchema,
  pages: z.array(wizardSubmissionPageSchema).max(WIZARD_MAX_PAGES),
});
export type WizardSubmission = z.infer<typeof wizardSubmissionSchema>;

/** Initial value (spec 1 §3): what a page's field starts with. */
export const initialValueSchema = z.object({ name: fieldNameSchema, value: z.string().nullable() });
export type InitialValue = z.infer<typeof initialValueSchema>;

/** The answers of a submission as one name → value map; a later page's answer wins. */
export function submissionAnswers(pages: readonly WizardSubmissionPage[]): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const page of pages) for (const item of page.items) answers[item.name] = item.value ?? '';
  return answers;
}
