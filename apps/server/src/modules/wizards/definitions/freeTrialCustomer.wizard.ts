import { texts } from '@wattle/contract';
import { badRequest } from '../../../lib/errors';
import { defineWizard } from '../wizard.fields';
import type { WizardModule } from '../wizard.types';
import { buildingCodeTaken, createBuilding, createCustomer } from '../../customers/new-customer.service';
import { accountFields, contactFields, supplyFields } from './customer.fields';
import { businessDate } from '../../../lib/business-date';

const definition = defineWizard('FREETRIALCUST', 'Add a customer and site', {
  CUSTOMER: {
    title: 'Your first customer',
    description: 'A residential customer to try billing with.',
    fields: {
      firstName: { prompt: 'First name', mandatory: true, row: 0, span: 6 },
      lastName: { prompt: 'Last name', mandatory: true, row: 0, span: 6 },
      ...contactFields,
    },
  },
  SITE: {
    title: 'Building and site',
    description: 'The building the customer is supplied in, and their supply point.',
    fields: {
      buildingCode: { prompt: 'Building code', mandatory: true, row: 0, span: 4 },
      buildingName: { prompt: 'Building name', mandatory: true, row: 0, span: 8 },
      buildingAddress: { prompt: 'Building address', fieldType: 'AddressInput', mandatory: true, row: 1 },
      ...supplyFields,
    },
  },
  ACCOUNT: { title: 'Account', allowFinish: true, fields: accountFields },
});

/** FREETRIALCUST (Getting started, step 3): a first residential customer, its building and site. */
export const freeTrialCustomerWizard: WizardModule = {
  definition,
  initialValues: async (tx, pageCode) => (pageCode === 'ACCOUNT' ? { startDate: await businessDate(tx) } : {}),
  submit: async (tx, a, { user }) => {
    const buildingCode = a.text('buildingCode').toUpperCase();
    if (await buildingCodeTaken(tx, buildingCode)) throw badRequest(texts.wizard.buildingExists(buildingCode));
    const networkNodeId = await createBuilding(tx, { buildingCode, description: a.text('buildingName'), address: a.address('buildingAddress') });
    const firstName = a.text('firstName');
    const lastName = a.text('lastName');
    const created = await createCustomer(tx, {
      customerType: 'RESIDENT',
      name: `${firstName} ${lastName}`,
      tradingName: null,
      abn: null,
      contact: {
        title: null,
        firstName,
        lastName,
        organisationName: null,
        dateOfBirth: null,
        emailAddress: a.text('email'),
        mobilePhone: a.optional('mobilePhone'),
        homePhone: a.optional('homePhone'),
        workPhone: a.optional('workPhone'),
        postalAddress: a.address('postalAddress'),
      },
      site: { networkNodeId, unitNumber: a.optional('unitNumber'), siteIdentifier: a.text('siteIdentifier'), productTypeId: a.id('productType') },
      account: {
        openDate: a.text('startDate'),
        billingCycleId: a.id('billingCycle'),
        deliveryMethodId: a.id('correspondence'),
        pricePlanId: a.id('pricePlan'),
        paymentTermsDays: null,
        openingBalance: null,
      },
      meter: null,
      termsAcceptedBy: null,
    });
    return {
      message: texts.wizard.customerCreated(created.accountNumber),
      entity: 'customer',
      entityId: created.customerId,
      created: { ...created, networkNodeId, user: user.username },
    };
  },
};
