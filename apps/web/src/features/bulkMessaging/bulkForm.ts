import { texts, type BulkCorrespondenceType } from '@wattle/contract';

/** The Bulk Messaging form: ids as the lookups give them (text). */
export interface BulkFormValues {
  type: BulkCorrespondenceType | '';
  buildingIds: string[];
  customerTypeIds: string[];
  templateId: string;
  deliveryMethodIds: string[];
  emailSubject: string;
  emailBody: string;
  attachments: File[];
  smsContent: string;
}

export const EMPTY_BULK_FORM: BulkFormValues = {
  type: '',
  buildingIds: [],
  customerTypeIds: [],
  templateId: '',
  deliveryMethodIds: [],
  emailSubject: '',
  emailBody: '',
  attachments: [],
  smsContent: '',
};

export type BulkFormIssues = Partial<Record<keyof BulkFormValues, string>>;

const r = texts.bulkMessaging.required;
const blank = (text: string) => text.trim() === '';

/**
 * What the form lacks before a preview (spec 2 §5): every send names buildings and customer types;
 * a template needs the template and delivery methods, an adhoc email its subject and body, an SMS its content.
 */
export function bulkFormIssues(v: BulkFormValues): BulkFormIssues {
  const issues: BulkFormIssues = {};
  if (!v.type) issues.type = r.type;
  if (!v.buildingIds.length) issues.buildingIds = r.buildings;
  if (!v.customerTypeIds.length) issues.customerTypeIds = r.customerTypes;
  if (v.type === 'TEMPLATE') {
    if (!v.templateId) issues.templateId = r.template;
    if (!v.deliveryMethodIds.length) issues.deliveryMethodIds = r.deliveryMethods;
  }
  if (v.type === 'ADHOC') {
    if (blank(v.emailSubject)) issues.emailSubject = r.subject;
    if (blank(v.emailBody)) issues.emailBody = r.body;
  }
  if (v.type === 'SMS' && blank(v.smsContent)) issues.smsContent = r.sms;
  return issues;
}

export const toIds = (ids: readonly string[]) => ids.map(Number);

/** Whom the send goes to, as the endpoints take it. */
export const recipientsOf = (v: BulkFormValues) => ({ networkNodeIds: toIds(v.buildingIds), customerTypeIds: toIds(v.customerTypeIds) });
