import { texts } from '@wattle/contract';
import type { FieldSpec, RowValues, SectionRule } from '../section-spec';
import { isAustralianLandline, isAustralianMobile, postcodeFitsState } from './au-rules';

/** A contact's personal and postal details (table parties), laid out from `firstRow` on. */
export const contactFields = (firstRow: number): FieldSpec[] => {
  const row = (n: number) => firstRow + n;
  return [
    { name: 'title', prompt: 'Title', fieldType: 'LookUp', lookupCode: 'TITLES', editable: true, row: row(0), span: 2 },
    { name: 'firstName', prompt: 'First Name', editable: true, mandatory: true, maxLength: 100, row: row(0), span: 5 },
    { name: 'lastName', prompt: 'Last Name', editable: true, mandatory: true, maxLength: 100, row: row(0), span: 5 },
    { name: 'dateOfBirth', prompt: 'Date of Birth', fieldType: 'Date', editable: true, row: row(1), span: 4 },
    { name: 'emailAddress', prompt: 'Email', fieldType: 'Email', editable: true, maxLength: 200, row: row(1), span: 8 },
    { name: 'mobilePhone', prompt: 'Mobile', editable: true, maxLength: 20, row: row(2), span: 4 },
    { name: 'homePhone', prompt: 'Home Phone', editable: true, maxLength: 20, row: row(2), span: 4 },
    { name: 'preferredContactMethod', prompt: 'Preferred Contact', fieldType: 'LookUp', lookupCode: 'CONTACT_METHOD', editable: true, row: row(2), span: 4 },
    { name: 'postalAddressLine1', prompt: 'Postal Address', editable: true, mandatory: true, maxLength: 200, row: row(3), span: 6 },
    { name: 'postalAddressLine2', prompt: 'Address Line 2', editable: true, maxLength: 200, row: row(3), span: 6 },
    { name: 'postalSuburb', prompt: 'Suburb', editable: true, mandatory: true, maxLength: 100, row: row(4), span: 6 },
    { name: 'postalState', prompt: 'State', fieldType: 'LookUp', lookupCode: 'STATES', editable: true, mandatory: true, row: row(4), span: 3 },
    { name: 'postalPostcode', prompt: 'Postcode', editable: true, mandatory: true, maxLength: 4, row: row(4), span: 3 },
  ];
};

/** Australian phone numbers and postcodes, and a preferred channel the contact can be reached on. */
export const contactRules: SectionRule[] = [
  (row) => (row.mobilePhone && !isAustralianMobile(row.mobilePhone) ? texts.sectionRules.mobile : null),
  (row) => (row.homePhone && !isAustralianLandline(row.homePhone) ? texts.sectionRules.landline : null),
  (row) => (row.postalPostcode && row.postalState && !postcodeFitsState(row.postalPostcode, row.postalState) ? texts.sectionRules.postcode : null),
  (row) => (row.preferredContactMethod === 'EMAIL' && !row.emailAddress ? texts.sectionRules.emailForEmail : null),
  (row) => (row.preferredContactMethod === 'MOBILE' && !row.mobilePhone ? texts.sectionRules.mobileForSms : null),
];

/** The party's display name follows its first and last name. */
export const displayNameOf = (row: RowValues) => ({ displayName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() });
