import { PRICE_PLAN_LIMITS, pricePlanSchema, texts } from '@wattle/contract';
import { businessDate } from '../../../lib/business-date';
import { AppError, refused } from '../../../lib/errors';
import { createPricePlan } from '../../price-plans/price-plans.service';
import { defineWizard, type FieldSpec } from '../wizard.fields';
import type { WizardModule } from '../wizard.types';

const fields = {
  productType: { prompt: 'Product', fieldType: 'LookUp', lookupCode: 'PRODUCTTYPE', mandatory: true, row: 0, span: 6 },
  startDate: { prompt: 'Start date', fieldType: 'Date', mandatory: true, row: 0, span: 6 },
  network: {
    prompt: 'Network',
    fieldType: 'LookUp',
    lookupCode: 'NETWORK',
    lookupParameters: { productTypeId: '@productType' },
    mandatory: true,
    row: 1,
    span: 12,
  },
  code: { prompt: 'Plan code', mandatory: true, row: 2, span: 4, tooltip: `At most ${PRICE_PLAN_LIMITS.codeLength} characters.` },
  description: { prompt: 'Description', mandatory: true, row: 2, span: 8 },
  dailyCharge: { prompt: 'Daily supply charge', fieldType: 'Money', mandatory: true, maxDigits: 11, maxDecimalPlaces: 2, row: 3, span: 6 },
  usageRate: { prompt: 'Usage rate per unit', fieldType: 'Decimal', mandatory: true, maxDigits: 11, maxDecimalPlaces: 7, row: 3, span: 6 },
} satisfies Record<string, FieldSpec>;

const definition = defineWizard('FREETRIALPRICE', 'Products and pricing', {
  PLAN: {
    title: 'Your first price plan',
    description: 'What you sell and what it costs: a daily supply charge and a usage rate.',
    allowFinish: true,
    fields,
  },
});

/** The editor's field path each of this page's answers becomes. */
const PLAN_PATHS: Record<string, keyof typeof fields> = {
  productTypeId: 'productType',
  startDate: 'startDate',
  networkCode: 'network',
  code: 'code',
  description: 'description',
  fixedRate: 'dailyCharge',
  usageRate: 'usageRate',
};

/** The editor's refusal in this page's words: a field's issue under its prompt. */
const asWizardRefusal = (error: unknown) => {
  if (!(error instanceof AppError) || !error.refusals.some((r) => r.field)) return error;
  return refused(
    error.refusals.map(({ field: path, message }) => {
      const field = path ? PLAN_PATHS[path] : undefined;
      return { message: path ? texts.wizard.fieldMessage(field ? fields[field].prompt : path, message) : message };
    }),
  );
};

/** FREETRIALPRICE (Getting started, step 2): a first price plan, made by the price plan editor's command. */
export const freeTrialPriceWizard: WizardModule = {
  definition,
  initialValues: async (tx) => ({ startDate: await businessDate(tx) }),
  submit: async (tx, a, { user, ipAddress }) => {
    const input = pricePlanSchema.parse({
      id: -1,
      code: a.text('code'),
      description: a.text('description'),
      productTypeId: a.id('productType'),
      networkCode: a.text('network'),
      startDate: a.text('startDate'),
      fixedRate: a.text('dailyCharge'),
      usageRate: a.text('usageRate'),
    });
    const plan = await createPricePlan(tx, input, { userId: user.userId, username: user.username, ipAddress }).catch((error: unknown) => {
      throw asWizardRefusal(error);
    });
    return { message: texts.wizard.pricePlanCreated(plan.code), entity: 'price_plan', entityId: plan.id, created: input };
  },
};
