import { texts } from '@wattle/contract';
import { badRequest } from '../../../lib/errors';
import { defineWizard } from '../wizard.fields';
import type { WizardModule } from '../wizard.types';
import { createMeter, meterCodeTaken, utilityAccountSite } from '../../metering/meters.service';
import { meterFields } from './customer.fields';

const definition = defineWizard('FREETRIALMETER', 'Add meter', {
  METER: {
    title: 'Add a meter',
    description: 'The meter that measures what a customer uses at their site.',
    allowFinish: true,
    fields: {
      utilityAccount: { prompt: 'Account and site', fieldType: 'LookUp', lookupCode: 'UTILITYACCOUNT', mandatory: true, row: 0 },
      ...meterFields,
      meterType: { ...meterFields.meterType, lookupParameters: { utilityAccountId: '@utilityAccount' } },
    },
  },
});

/** FREETRIALMETER (Getting started, step 4): a meter on an existing account's site. */
export const freeTrialMeterWizard: WizardModule = {
  definition,
  submit: async (tx, a) => {
    const utilityAccountId = a.id('utilityAccount');
    const site = await utilityAccountSite(tx, utilityAccountId);
    if (!site) throw badRequest(texts.wizard.noAccountForMeter);
    const meterCode = a.text('meterCode');
    if (await meterCodeTaken(tx, meterCode)) throw badRequest(texts.wizard.meterExists(meterCode));
    const meterId = await createMeter(tx, {
      siteId: site.siteId,
      utilityAccountId,
      productTypeId: site.productTypeId,
      meterCode,
      meterTypeId: a.optionalId('meterType'),
      multiplier: a.optional('multiplier'),
      installDate: a.optional('installDate'),
    });
    return { message: texts.wizard.meterCreated(meterCode), entity: 'meter', entityId: meterId, created: { meterCode, utilityAccountId, siteId: site.siteId } };
  },
};
