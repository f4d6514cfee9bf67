import { z } from 'zod';
import { envelopeSchema } from '../envelope';
import { pageCodeSchema, wizardCodeSchema, wizardDefinitionSchema } from './wizardDefinition';
import { crmIdentifiersSchema } from '../sections/identifiers';
import { searchContextSchema } from '../search/query';
import { initialValueSchema, wizardSubmissionSchema } from './wizardSubmission';

export const wizardCodeParamsSchema = z.object({ wizardCode: wizardCodeSchema });
export const wizardPageParamsSchema = z.object({ wizardCode: wizardCodeSchema, pageCode: pageCodeSchema });

/** GET /wizards?wizardCode= */
export const getWizardQuerySchema = z.object({ wizardCode: wizardCodeSchema });
export const getWizardResponseSchema = wizardDefinitionSchema;

/** POST /wizards/{wizardCode}/pages/{pageCode}/initial-values */
export const initialValuesRequestSchema = z.object({
  wizardSubmissionData: wizardSubmissionSchema,
  crmIdentifiers: crmIdentifiersSchema,
});
export type InitialValuesRequest = z.infer<typeof initialValuesRequestSchema>;
export const initialValuesResponseSchema = z.array(initialValueSchema);

/** POST /wizards/{wizardCode}/pages/{pageCode}/next-page-index: the server decides the branch. */
export const nextPageIndexRequestSchema = z.object({
  currentPageIndex: z.number().int().min(0),
  wizardSubmissionData: wizardSubmissionSchema,
  /** Sent by the client as the spec says; the server decides from its own definition. */
  wizardDefinition: wizardDefinitionSchema.optional(),
  crmIdentifiers: crmIdentifiersSchema,
});
export type NextPageIndexRequest = z.infer<typeof nextPageIndexRequestSchema>;
export const nextPageIndexResponseSchema = z.number().int().min(0);

/** POST /wizards/{wizardCode}/submit: answers the message envelope; the first message is shown to the user. */
export const submitWizardRequestSchema = z.object({
  wizardSubmissionData: wizardSubmissionSchema,
  crmIdentifiers: crmIdentifiersSchema,
});
export type SubmitWizardRequest = z.infer<typeof submitWizardRequestSchema>;
/**
 * `open`: what the wizard created, for the caller to open as a search result of that context (a new customer).
 * Marked pure so the bundler can leave it (and the zod it needs) out of the first screen's JavaScript.
 */
export const submitWizardResponseSchema = /* @__PURE__ */ envelopeSchema.extend({
  open: z.object({ context: searchContextSchema, id: z.number().int().positive() }).optional(),
});
export type SubmitWizardResponse = z.infer<typeof submitWizardResponseSchema>;
