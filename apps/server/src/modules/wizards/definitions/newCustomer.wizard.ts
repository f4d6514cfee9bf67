import { CUSTOMER_TYPES, texts, type CustomerTypeCode } from '@wattle/contract';
import { WizardAnswers } from '../wizard.answers';
import { badRequest } from '../../../lib/errors';
import { defineWizard } from '../wizard.fields';
import type { WizardModule } from '../wizard.types';
import { createCustomer, type NewContact } from '../../customers/new-customer.service';
import { meterCodeTaken } from '../../metering/meters.service';
import { accountFields, contactFields, CUSTOMER_TERMS, meterFields, supplyFields } from './customer.fields';
import { businessDate } from '../../../lib/business-date';

/** The details page of each customer type. */
const detailsPage: Record<CustomerTypeCode, string> = { RESIDENT: 'PERSON', OCCUPIER: 'PERSON', COMPANY: 'COMPANY', SUNDRY: 'SUNDRY' };

const definition = defineWizard('NEWCUSTOMER', 'New customer', {
  TYPE: {
    title: 'Customer type',
    description: 'Residential and occupier customers are people; commercial customers are businesses; sundry customers are billed for one-off charges.',
    fields: { customerType: { prompt: 'Customer type', fieldType: 'RadioButton', lookupCode: 'CUSTOMERTYPE', mandatory: true } },
  },
  PERSON: {
    title: 'Customer details',
    fields: {
      title: { prompt: 'Title', fieldType: 'LookUp', lookupCode: 'TITLES', row: 0, span: 2 },
      firstName: { prompt: 'First name', mandatory: true, row: 0, span: 5 },
      lastName: { prompt: 'Last name', mandatory: true, row: 0, span: 5 },
      dateOfBirth: { prompt: 'Date of birth', fieldType: 'Date', dateRule: 'accountHolderBirthDate', row: 1, span: 6 },
    },
  },
  COMPANY: {
    title: 'Business details',
    fields: {
      companyName: { prompt: 'Company name', mandatory: true, row: 0, span: 8 },
      abn: { prompt: 'ABN', row: 0, span: 4 },
      tradingName: { prompt: 'Trading name', row: 1 },
      contactFirstName: { prompt: 'Contact first name', mandatory: true, row: 2, span: 6 },
      contactLastName: { prompt: 'Contact last name', mandatory: true, row: 2, span: 6 },
    },
  },
  SUNDRY: {
    title: 'Sundry customer',
    fields: {
      sundryName: { prompt: 'Customer name', mandatory: true, row: 0 },
      sundryContactFirstName: { prompt: 'Contact first name', row: 1, span: 6 },
      sundryContactLastName: { prompt: 'Contact last name', row: 1, span: 6 },
    },
  },
  CONTACT: { title: 'Contact details', fields: contactFields },
  SITE: {
    title: 'Site',
    description: 'The supply point in its building.',
    fields: {
      building: { prompt: 'Building', fieldType: 'LookUp', lookupCode: 'BUILDING', mandatory: true, row: 10, span: 8 },
      ...supplyFields,
      addMeter: { prompt: 'Add the first meter now?', fieldType: 'YesNo', mandatory: true, defaultValue: 'N', row: 12 },
    },
  },
  METER: { title: 'First meter', fields: meterFields },
  ACCOUNT: {
    title: 'Account',
    allowFinish: true,
    fields: {
      ...accountFields,
      // Only plans fit for the customer type (business plans are not offered to households).
      pricePlan: { ...accountFields.pricePlan, lookupParameters: { ...accountFields.pricePlan.lookupParameters, customerType: '@customerType' } },
      paymentTermsDays: { prompt: 'Payment terms (days)', fieldType: 'Int', maxDigits: 3, defaultValue: '14', row: 3, span: 6 },
      openingBalance: { prompt: 'Opening balance', fieldType: 'Money', maxDigits: 12, row: 3, span: 6, tooltip: 'Owed before the first bill, e.g. 120.00' },
      termsAccepted: {
        prompt: 'The customer agrees to the terms and conditions',
        fieldType: 'TermsCondition',
        mandatory: true,
        tooltip: CUSTOMER_TERMS,
        row: 4,
      },
    },
  },
});

/** The customer's name and primary contact, by customer type. */
function customerIdentity(
  type: CustomerTypeCode,
  a: WizardAnswers,
): {
  name: string;
  tradingName: string | null;
  abn: string | null;
  contact: Omit<NewContact, 'emailAddress' | 'mobilePhone' | 'homePhone' | 'workPhone' | 'postalAddress'>;
} {
  if (type === 'COMPANY') {
    return {
      name: a.text('companyName'),
      tradingName: a.optional('tradingName'),
      abn: a.optional('abn'),
      contact: {
        title: null,
        firstName: a.text('contactFirstName'),
        lastName: a.text('contactLastName'),
        organisationName: a.text('companyName'),
        dateOfBirth: null,
      },
    };
  }
  if (type === 'SUNDRY') {
    return {
      name: a.text('sundryName'),
      tradingName: null,
      abn: null,
      contact: {
        title: null,
        firstName: a.text('sundryContactFirstName'),
        lastName: a.text('sundryContactLastName'),
        organisationName: a.text('sundryName'),
        dateOfBirth: null,
      },
    };
  }
  const firstName = a.text('firstName');
  const lastName = a.text('lastName');
  return {
    name: `${firstName} ${lastName}`,
    tradingName: null,
    abn: null,
    contact: { title: a.optional('title'), firstName, lastName, organisationName: null, dateOfBirth: a.optional('dateOfBirth') },
  };
}

/**
 * NEWCUSTOMER ('Add Customer' in the search dialog): type → details by type → contact → site →
 * (first meter) → account. Creates the customer, contact, site, accounts and meter in one go.
 */
export const newCustomerWizard: WizardModule = {
  definition,
  next: (pageCode, answers) => {
    switch (pageCode) {
      case 'TYPE':
        return (detailsPage as Partial<Record<string, string>>)[answers.text('customerType')] ?? '';
      case 'PERSON':
      case 'COMPANY':
      case 'SUNDRY':
        return 'CONTACT';
      case 'CONTACT':
        return 'SITE';
      case 'SITE':
        return answers.yes('addMeter') ? 'METER' : 'ACCOUNT';
      case 'METER':
        return 'ACCOUNT';
      default:
        return '';
    }
  },
  initialValues: async (tx, pageCode) => (pageCode === 'ACCOUNT' ? { startDate: await businessDate(tx) } : {}),
  submit: async (tx, a, { user }) => {
    const type = a.text('customerType') as CustomerTypeCode;
    if (!CUSTOMER_TYPES.includes(type)) throw badRequest(texts.wizard.pageOrder);
    const addMeter = a.yes('addMeter');
    if (addMeter && (await meterCodeTaken(tx, a.text('meterCode')))) throw badRequest(texts.wizard.meterExists(a.text('meterCode')));
    const identity = customerIdentity(type, a);
    const created = await createCustomer(tx, {
      customerType: type,
      name: identity.name,
      tradingName: identity.tradingName,
      abn: identity.abn,
      contact: {
        ...identity.contact,
        emailAddress: a.text('email'),
        mobilePhone: a.optional('mobilePhone'),
        homePhone: a.optional('homePhone'),
        workPhone: a.optional('workPhone'),
        postalAddress: a.address('postalAddress'),
      },
      site: {
        networkNodeId: a.id('building'),
        unitNumber: a.optional('unitNumber'),
        siteIdentifier: a.text('siteIdentifier'),
        productTypeId: a.id('productType'),
      },
      account: {
        openDate: a.text('startDate'),
        billingCycleId: a.id('billingCycle'),
        deliveryMethodId: a.id('correspondence'),
        pricePlanId: a.id('pricePlan'),
        paymentTermsDays: a.optionalId('paymentTermsDays'),
        openingBalance: a.optional('openingBalance'),
      },
      meter: addMeter
        ? {
            meterCode: a.text('meterCode'),
            meterTypeId: a.optionalId('meterType'),
            multiplier: a.optional('multiplier'),
            installDate: a.optional('installDate'),
          }
        : null,
      termsAcceptedBy: user.username,
    });
    return {
      message: texts.wizard.customerCreated(created.accountNumber),
      entity: 'customer',
      entityId: created.customerId,
      created: { ...created, customerType: type, name: identity.name },
      open: { context: 'Customer', id: created.customerId },
    };
  },
};
