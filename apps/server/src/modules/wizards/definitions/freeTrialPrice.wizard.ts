import { PRICE_PLAN_CODE_MAX, texts } from '@wattle/contract';
import { refuse } from '../wizard.engine';
import { defineWizard } from '../wizard.fields';
import type { WizardModule } from '../wizard.types';
import { createPricePlan, pricePlanCodeTaken } from '../effects/pricing.effect';
import { businessDate } from '../../../lib/business-date';

const definition = defineWizard('FREETRIALPRICE', 'Products and pricing', {
  PLAN: {
    title: 'Your first price plan',
    description: 'What you sell and what it costs: a daily supply charge and a usage rate.',
    allowFinish: true,
    fields: {
      productType: { prompt: 'Product', fieldType: 'LookUp', lookupCode: 'PRODUCTTYPE', mandatory: true, row: 0, span: 6 },
      startDate: { prompt: 'Start date', fieldType: 'Date', mandatory: true, row: 0, span: 6 },
      code: { prompt: 'Plan code', mandatory: true, row: 1, span: 4, tooltip: `At most ${PRICE_PLAN_CODE_MAX} characters.` },
      description: { prompt: 'Description', mandatory: true, row: 1, span: 8 },
      dailyCharge: { prompt: 'Daily supply charge', fieldType: 'Money', mandatory: true, maxDigits: 11, maxDecimalPlaces: 2, row: 2, span: 6 },
      usageRate: { prompt: 'Usage rate per unit', fieldType: 'Decimal', mandatory: true, maxDigits: 11, maxDecimalPlaces: 7, row: 2, span: 6 },
    },
  },
});

/** FREETRIALPRICE (Getting started, step 2): a first price plan with its supply charge and usage rate. */
export const freeTrialPriceWizard: WizardModule = {
  definition,
  initialValues: async (tx) => ({ startDate: await businessDate(tx) }),
  submit: async (tx, a) => {
    const code = a.text('code').toUpperCase();
    if (code.length > PRICE_PLAN_CODE_MAX) throw refuse(texts.wizard.fieldMessage('Plan code', texts.wizard.codeTooLong(PRICE_PLAN_CODE_MAX)));
    if (await pricePlanCodeTaken(tx, code)) throw refuse(texts.wizard.pricePlanExists(code));
    const input = {
      code,
      description: a.text('description'),
      productTypeId: a.id('productType'),
      startDate: a.text('startDate'),
      dailyCharge: a.text('dailyCharge'),
      usageRate: a.text('usageRate'),
    };
    const pricePlanId = await createPricePlan(tx, input);
    return { message: texts.wizard.pricePlanCreated(code), entity: 'price_plan', entityId: pricePlanId, created: input };
  },
};
