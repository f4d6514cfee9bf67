import type { WIZARD_CODES } from '@wattle/contract';
import { freeTrialCustomerWizard } from './definitions/freeTrialCustomer.wizard';
import { freeTrialMeterWizard } from './definitions/freeTrialMeter.wizard';
import { freeTrialPriceWizard } from './definitions/freeTrialPrice.wizard';
import { newCustomerWizard } from './definitions/newCustomer.wizard';
import { onboardingWizard } from './definitions/onboarding.wizard';
import type { WizardModule } from './wizard.types';

/** Every wizard by code (spec 1 §9); a wizard named by the spec but missing here is a compile error. */
const wizards: Record<(typeof WIZARD_CODES)[number], WizardModule> = {
  NEWCUSTOMER: newCustomerWizard,
  ONBOARDING: onboardingWizard,
  FREETRIALPRICE: freeTrialPriceWizard,
  FREETRIALCUST: freeTrialCustomerWizard,
  FREETRIALMETER: freeTrialMeterWizard,
};

export const findWizard = (wizardCode: string): WizardModule | undefined =>
  Object.hasOwn(wizards, wizardCode) ? wizards[wizardCode as keyof typeof wizards] : undefined;

export const allWizards = (): readonly WizardModule[] => Object.values(wizards);
