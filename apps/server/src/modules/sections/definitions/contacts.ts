import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { customerRelationships, parties } from '../../../db/schema/index';
import { defineSection, type SectionSpec } from '../section-spec';
import { contactFields, contactRules, displayNameOf } from './contact-fields';
import { displayOf, endNotBeforeStart, myAccountAction } from './shared';
import { deleteAction, editAction, saveAction } from './standard-actions';

const r = customerRelationships;

/** Contact Details: the people linked to the customer and what they may do; the highlighted contact's details follow. */
export const relationshipsSection: SectionSpec = defineSection({
  code: 'CUSTRELNLIST',
  description: 'Contacts',
  controlType: 'DataGrid',
  keyColumn: 'id',
  childSections: ['RELNCONTACT'],
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'contactName', prompt: 'Name' },
    {
      name: 'relationshipType',
      prompt: 'Relationship',
      fieldType: 'LookUp',
      lookupCode: 'RELATIONSHIP_TYPE',
      editable: true,
      mandatory: true,
      row: 1,
      span: 6,
    },
    { name: 'isPrimary', prompt: 'Primary', fieldType: 'YesNo' },
    { name: 'canDiscussAccount', prompt: 'May Discuss Account', fieldType: 'YesNo', editable: true, mandatory: true, row: 1, span: 6 },
    { name: 'startDate', prompt: 'From', fieldType: 'Date', editable: true, row: 2, span: 6 },
    { name: 'endDate', prompt: 'To', fieldType: 'Date', editable: true, row: 2, span: 6 },
    { name: 'email', prompt: 'Email', showInTableRowExpansion: true },
    { name: 'mobile', prompt: 'Mobile', showInTableRowExpansion: true },
  ],
  actions: [
    editAction,
    deleteAction,
    myAccountAction,
    { code: 'NEWCUSTOMER', name: 'New Customer', actionType: 'Wizard', wizardCode: 'NEWCUSTOMER', iconName: 'Person' },
  ],
  data: {
    table: r,
    key: r.id,
    filters: { customerId: r.customerId },
    orderBy: [sql`${r.isPrimary} desc`, r.startDate],
    columns: {
      contactName: displayOf(r.partyId, parties, parties.id, parties.displayName),
      email: displayOf(r.partyId, parties, parties.id, parties.emailAddress),
      mobile: displayOf(r.partyId, parties, parties.id, parties.mobilePhone),
    },
    displays: { relationshipType: sql`initcap(replace(lower(${r.relationshipType}), '_', ' '))` },
    colour: sql`case when ${r.endDate} < (select business_date()) then 'red' end`,
    rules: [
      (row) => (endNotBeforeStart(row, 'startDate', 'endDate') ? null : texts.sectionRules.endBeforeStart),
      (row) => (row.isPrimary === 'Y' && row.endDate ? texts.sectionRules.primaryContactStays : null),
    ],
    canDelete: (row) => (row.isPrimary === 'Y' ? texts.sectionRules.primaryContactStays : null),
  },
});

/** The highlighted contact's own details. */
export const relationshipContactSection: SectionSpec = defineSection({
  code: 'RELNCONTACT',
  description: 'Contact Details',
  controlType: 'Form',
  keyColumn: 'id',
  fields: [{ name: 'id', prompt: 'Id', fieldType: 'Hidden' }, ...contactFields(1)],
  actions: [saveAction],
  data: {
    table: parties,
    key: parties.id,
    filters: {
      customerId: { column: parties.id, values: (customerId) => sql`select ${r.partyId} from ${r} where ${r.customerId} = ${customerId}` },
    },
    parent: { column: parties.id, values: (relationshipId) => sql`select ${r.partyId} from ${r} where ${r.id} = ${relationshipId}` },
    rules: contactRules,
    derive: displayNameOf,
  },
});
