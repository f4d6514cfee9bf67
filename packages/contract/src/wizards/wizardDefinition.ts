import { z } from 'zod';
import { displayFieldSchema } from '../fields/displayField';

export const wizardCodeSchema = z.string().regex(/^[A-Z0-9_]{1,50}$/);
export const pageCodeSchema = z.string().regex(/^[A-Z0-9_]{1,50}$/);

/** Wizard page (spec 1 §3). Save replaces Next when `allowFinish`; `freeTrialOnly` pages are shown to free-trial users only. */
export const wizardPageSchema = z.object({
  pageCode: pageCodeSchema,
  title: z.string(),
  description: z.string(),
  allowFinish: z.boolean(),
  freeTrialOnly: z.boolean(),
  displayFields: z.array(displayFieldSchema),
});
export type WizardPage = z.infer<typeof wizardPageSchema>;

/** Wizard definition (spec 1 §3). */
export const wizardDefinitionSchema = z.object({
  wizardCode: wizardCodeSchema,
  name: z.string(),
  pages: z.array(wizardPageSchema).min(1),
});
export type WizardDefinition = z.infer<typeof wizardDefinitionSchema>;

/** A free-trial-only first page is skipped for other users (spec 1 §4): where such a user starts. */
export const firstPageIndex = (definition: Pick<WizardDefinition, 'pages'>, freeTrial: boolean) => (definition.pages[0]?.freeTrialOnly && !freeTrial ? 1 : 0);
