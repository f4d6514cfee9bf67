import { eq } from 'drizzle-orm';
import { FREE_TRIAL_LINKS, ROLES, texts } from '@wattle/contract';
import { companies } from '../../../db/schema/index';
import { defineWizard } from '../wizard.fields';
import type { WizardModule } from '../wizard.types';
import { defaultBrand, saveCompanyProfile } from '../../free-trial/company-profile.service';

const COMPANY_TERMS =
  'By going live you confirm that the company details are correct and agree to the Wattle subscription terms: billing data stays yours, you may export it at any time, and the service is billed monthly after the trial.';

const definition = defineWizard('ONBOARDING', 'Set up your profile', {
  WELCOME: {
    title: 'Welcome to Wattle',
    description: 'Tell us about your company: its name and logo, how customers reach you, and the terms you go live on. It takes two minutes.',
    freeTrialOnly: true,
    fields: { helpVideo: { prompt: 'Watch the getting-started video', fieldType: 'HelpLink', value: FREE_TRIAL_LINKS.helpVideo } },
  },
  PROFILE: {
    title: 'Company profile',
    fields: {
      companyName: { prompt: 'Company name', mandatory: true, row: 0 },
      logo: { prompt: 'Logo', fieldType: 'LogoUploader', row: 1, span: 6 },
      brandColour: { prompt: 'Brand colour', fieldType: 'ColorPicker', mandatory: true, row: 1, span: 6 },
    },
  },
  CONTACT: {
    title: 'Contact details',
    description: 'What customers see on their bills and emails.',
    fields: {
      contactEmail: { prompt: 'Email', fieldType: 'Email', mandatory: true, row: 0, span: 6 },
      contactPhone: { prompt: 'Phone', mandatory: true, row: 0, span: 6 },
      website: { prompt: 'Website', row: 1 },
    },
  },
  TERMS: {
    title: 'Terms',
    allowFinish: true,
    fields: { acceptTerms: { prompt: 'I agree to the terms and conditions', fieldType: 'TermsCondition', mandatory: true, tooltip: COMPANY_TERMS } },
  },
});

/** ONBOARDING (Getting started, step 1): the company profile; saving it makes the company live (ISLIVE = Y). */
export const onboardingWizard: WizardModule = {
  definition,
  roles: [ROLES.admin],
  initialValues: async (tx, pageCode, { user }) => {
    const brand = await defaultBrand(tx);
    if (pageCode === 'PROFILE') {
      const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, user.companyId));
      return { companyName: company?.name ?? '', logo: brand?.logoPath ?? null, brandColour: brand?.colour ?? null };
    }
    if (pageCode === 'CONTACT')
      return { contactEmail: brand?.emailFrom || user.emailAddress, contactPhone: brand?.phone ?? null, website: brand?.website ?? null };
    return {};
  },
  submit: async (tx, a, { user }) => {
    const profile = {
      name: a.text('companyName'),
      logoLocation: a.optional('logo'),
      colour: a.text('brandColour').toUpperCase(),
      emailAddress: a.text('contactEmail'),
      phone: a.text('contactPhone'),
      website: a.optional('website'),
    };
    await saveCompanyProfile(tx, user.companyId, profile);
    return { message: texts.wizard.profileSaved, entity: 'company', entityId: user.companyId, created: profile };
  },
};
