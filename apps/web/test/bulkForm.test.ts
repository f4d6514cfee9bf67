import { describe, expect, it } from 'vitest';
import { texts } from '@wattle/contract';
import { bulkFormIssues, EMPTY_BULK_FORM, recipientsOf, type BulkFormValues } from '../src/features/bulkMessaging/bulkForm';

const r = texts.bulkMessaging.required;
const toBuilding: Partial<BulkFormValues> = { buildingIds: ['3'], customerTypeIds: ['1', '2'] };

describe('the Bulk Messaging form (spec 2 §5)', () => {
  it('needs a type, buildings and customer types before any preview', () => {
    expect(bulkFormIssues(EMPTY_BULK_FORM)).toEqual({ type: r.type, buildingIds: r.buildings, customerTypeIds: r.customerTypes });
  });

  it('needs the template and delivery methods for a template letter', () => {
    expect(bulkFormIssues({ ...EMPTY_BULK_FORM, ...toBuilding, type: 'TEMPLATE' })).toEqual({ templateId: r.template, deliveryMethodIds: r.deliveryMethods });
    expect(bulkFormIssues({ ...EMPTY_BULK_FORM, ...toBuilding, type: 'TEMPLATE', templateId: '4', deliveryMethodIds: ['1'] })).toEqual({});
  });

  it('needs a subject and body (not blank) for an adhoc email, and content for an SMS', () => {
    expect(bulkFormIssues({ ...EMPTY_BULK_FORM, ...toBuilding, type: 'ADHOC', emailSubject: '  ' })).toEqual({ emailSubject: r.subject, emailBody: r.body });
    expect(bulkFormIssues({ ...EMPTY_BULK_FORM, ...toBuilding, type: 'ADHOC', emailSubject: 'Hi', emailBody: 'Body' })).toEqual({});
    expect(bulkFormIssues({ ...EMPTY_BULK_FORM, ...toBuilding, type: 'SMS' })).toEqual({ smsContent: r.sms });
    expect(bulkFormIssues({ ...EMPTY_BULK_FORM, ...toBuilding, type: 'SMS', smsContent: 'Outage' })).toEqual({});
  });

  it('sends the chosen ids as numbers', () => {
    expect(recipientsOf({ ...EMPTY_BULK_FORM, ...toBuilding })).toEqual({ networkNodeIds: [3], customerTypeIds: [1, 2] });
  });
});
