import { wizardEndpoints, type CrmIdentifiers, type WizardDefinition, type WizardSubmission } from '@wattle/contract';
import { callEndpoint } from '../api/callEndpoint';

/** The wizard calls of spec 1 §7. */
export const wizardApi = {
  definition: (wizardCode: string, signal?: AbortSignal) => callEndpoint(wizardEndpoints.definition, { query: { wizardCode }, signal }),
  initialValues: (wizardCode: string, pageCode: string, wizardSubmissionData: WizardSubmission, crmIdentifiers: CrmIdentifiers) =>
    callEndpoint(wizardEndpoints.initialValues, { params: { wizardCode, pageCode }, body: { wizardSubmissionData, crmIdentifiers } }),
  nextPageIndex: (
    wizardCode: string,
    pageCode: string,
    body: { currentPageIndex: number; wizardSubmissionData: WizardSubmission; wizardDefinition: WizardDefinition; crmIdentifiers: CrmIdentifiers },
  ) => callEndpoint(wizardEndpoints.nextPageIndex, { params: { wizardCode, pageCode }, body }),
  submit: (wizardCode: string, wizardSubmissionData: WizardSubmission, crmIdentifiers: CrmIdentifiers) =>
    callEndpoint(wizardEndpoints.submit, { params: { wizardCode }, body: { wizardSubmissionData, crmIdentifiers } }),
};
