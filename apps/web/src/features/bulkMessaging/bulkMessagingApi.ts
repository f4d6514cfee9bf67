import { bulkMessagingEndpoints, UPLOAD_LOCATION_SEPARATOR, type BulkBatch } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { uploadAttachments } from '../../components/fields/uploads';
import { recipientsOf, toIds, type BulkFormValues } from './bulkForm';

/** The adhoc email's preview: the first recipient's email and the counts. */
export const previewAdhoc = (v: BulkFormValues, signal?: AbortSignal) =>
  callEndpoint(bulkMessagingEndpoints.adhocPreview, { body: { ...recipientsOf(v), emailSubject: v.emailSubject, emailBody: v.emailBody }, signal });

/** How many customers a send of the form's type reaches: counted by the server with the rule the send uses. */
export function countAudience(v: BulkFormValues, signal?: AbortSignal) {
  // The form's rules require a type before the preview.
  if (!v.type) throw new Error('no correspondence type');
  const deliveryMethods = v.type === 'TEMPLATE' ? { deliveryMethodIds: toIds(v.deliveryMethodIds) } : {};
  return callEndpoint(bulkMessagingEndpoints.audience, { body: { ...recipientsOf(v), correspondenceType: v.type, ...deliveryMethods }, signal });
}

/** The template's letter for the first chosen building's first customer of the first chosen type. */
export const previewTemplatePdf = (v: BulkFormValues, signal?: AbortSignal) =>
  callEndpoint(bulkMessagingEndpoints.templatePreviewPdf, {
    params: { id: v.templateId },
    body: { buildingId: Number(v.buildingIds[0]), customerTypeId: Number(v.customerTypeIds[0]) },
    signal,
  });

/** Sends the form as its type's bulk send (attachments uploaded first); answers the queued batch. */
export async function generateBulkSend(v: BulkFormValues): Promise<BulkBatch> {
  const recipients = recipientsOf(v);
  switch (v.type) {
    case 'SMS':
      return callEndpoint(bulkMessagingEndpoints.sms, { body: { ...recipients, smsContent: v.smsContent } });
    case 'ADHOC': {
      const locations = v.attachments.length ? await uploadAttachments(v.attachments) : [];
      return callEndpoint(bulkMessagingEndpoints.adhocEmails, {
        body: { ...recipients, emailSubject: v.emailSubject, emailBody: v.emailBody, emailAttachmentFilePaths: locations.join(UPLOAD_LOCATION_SEPARATOR) },
      });
    }
    case 'TEMPLATE':
      return callEndpoint(bulkMessagingEndpoints.templateLetters, {
        params: { id: v.templateId },
        body: { ...recipients, deliveryMethodIds: toIds(v.deliveryMethodIds) },
      });
    default:
      throw new Error('no correspondence type');
  }
}

export const bulkBatch = (id: number, signal?: AbortSignal) => callEndpoint(bulkMessagingEndpoints.batch, { params: { id: String(id) }, signal });
