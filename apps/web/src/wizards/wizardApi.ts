import {
  wizardPaths,
  type InitialValue,
  type CrmIdentifiers,
  type SubmitWizardResponse,
  type WizardDefinition,
  type WizardSubmission,
} from '@wattle/contract';
import { api } from '../api/client';

/** The wizard calls of spec 1 §7. */
export const wizardApi = {
  definition: (wizardCode: string, signal?: AbortSignal) => api.get<WizardDefinition>(wizardPaths.definition, { query: { wizardCode }, signal }),
  initialValues: (wizardCode: string, pageCode: string, wizardSubmissionData: WizardSubmission, crmIdentifiers: CrmIdentifiers) =>
    api.post<InitialValue[]>(wizardPaths.initialValues(wizardCode, pageCode), { wizardSubmissionData, crmIdentifiers }),
  nextPageIndex: (
    wizardCode: string,
    pageCode: string,
    body: { currentPageIndex: number; wizardSubmissionData: WizardSubmission; wizardDefinition: WizardDefinition; crmIdentifiers: CrmIdentifiers },
  ) => api.post<number>(wizardPaths.nextPageIndex(wizardCode, pageCode), body),
  submit: (wizardCode: string, wizardSubmissionData: WizardSubmission, crmIdentifiers: CrmIdentifiers) =>
    api.post<SubmitWizardResponse>(wizardPaths.submit(wizardCode), { wizardSubmissionData, crmIdentifiers }),
};
