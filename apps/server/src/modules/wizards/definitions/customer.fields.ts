import type { FieldSpec } from '../wizard.fields';

/**
 * Fields shared by NEWCUSTOMER and FREETRIALCUST, and the terms a customer agrees to. Lookup
 * parameters "@productType" read the product chosen on the site page.
 */
export const CUSTOMER_TERMS =
  'The customer agrees to be supplied under the standard terms of supply, to pay each bill by its due date, and to let us read the meters at the site.';

export const contactFields = {
  email: { prompt: 'Email', fieldType: 'Email', mandatory: true, row: 0, span: 12 },
  mobilePhone: { prompt: 'Mobile phone', row: 1, span: 4 },
  homePhone: { prompt: 'Home phone', row: 1, span: 4 },
  workPhone: { prompt: 'Work phone', row: 1, span: 4 },
  postalAddress: { prompt: 'Postal address', fieldType: 'AddressInput', mandatory: true, row: 2 },
} satisfies Record<string, FieldSpec>;

export const supplyFields = {
  unitNumber: { prompt: 'Unit', row: 10, span: 4 },
  productType: { prompt: 'Product', fieldType: 'LookUp', lookupCode: 'PRODUCTTYPE', mandatory: true, row: 11, span: 6 },
  siteIdentifier: { prompt: 'Site identifier (NMI or MIRN)', mandatory: true, row: 11, span: 6, tooltip: 'The national meter identifier of the supply point.' },
} satisfies Record<string, FieldSpec>;

export const accountFields = {
  startDate: { prompt: 'Start date', fieldType: 'Date', mandatory: true, row: 0, span: 6 },
  billingCycle: { prompt: 'Billing cycle', fieldType: 'LookUp', lookupCode: 'BILLINGCYCLE', mandatory: true, row: 0, span: 6 },
  pricePlan: {
    prompt: 'Price plan',
    fieldType: 'LookUp',
    lookupCode: 'PRICEPLAN',
    lookupParameters: { productTypeId: '@productType' },
    mandatory: true,
    row: 1,
  },
  correspondence: { prompt: 'Correspondence preference', fieldType: 'RadioButton', lookupCode: 'DELIVERYMETHOD', mandatory: true, row: 2 },
} satisfies Record<string, FieldSpec>;

export const meterFields = {
  meterCode: { prompt: 'Meter number', mandatory: true, row: 5, span: 6 },
  meterType: { prompt: 'Meter type', fieldType: 'LookUp', lookupCode: 'METERTYPE', lookupParameters: { productTypeId: '@productType' }, row: 5, span: 6 },
  multiplier: { prompt: 'Multiplier', fieldType: 'Decimal', maxDigits: 10, maxDecimalPlaces: 7, defaultValue: '1', row: 6, span: 6 },
  installDate: { prompt: 'Install date', fieldType: 'Date', row: 6, span: 6 },
} satisfies Record<string, FieldSpec>;
