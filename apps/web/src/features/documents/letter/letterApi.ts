import { useQuery } from '@tanstack/react-query';
import { correspondenceEndpoints, texts, type Message, type ResendEmailRequest } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';

export const letterKeys = {
  setting: (customerId: number) => ['customers', customerId, 'correspondence-setting'] as const,
  emails: (customerId: number) => ['customers', customerId, 'email-requests'] as const,
  schedules: ['correspondence', 'mail-merge-schedules'] as const,
  schedule: (id: number) => ['correspondence', 'mail-merge-schedule', id] as const,
  template: (id: number) => ['correspondence', 'mail-merge-template', id] as const,
};

/** Whether the customer's correspondence goes by post (setting code POST). */
export function useByPost(customerId: number) {
  return useQuery({
    queryKey: letterKeys.setting(customerId),
    queryFn: ({ signal }) => callEndpoint(correspondenceEndpoints.correspondenceSetting, { params: { customerId }, signal }),
    select: (setting) => setting.code === 'POST',
  });
}

export function useMailMergeSchedules() {
  return useQuery({
    queryKey: letterKeys.schedules,
    queryFn: ({ signal }) => callEndpoint(correspondenceEndpoints.mailMergeSchedules, { signal }),
  });
}

/** The chosen schedule, then its template (spec 3 §2.11). */
export function useScheduleAndTemplate(scheduleId: number | null) {
  const schedule = useQuery({
    queryKey: letterKeys.schedule(scheduleId ?? 0),
    queryFn: ({ signal }) => callEndpoint(correspondenceEndpoints.mailMergeSchedule, { params: { id: scheduleId! }, signal }),
    enabled: scheduleId !== null,
  });
  const templateId = scheduleId !== null ? schedule.data?.mailMergeTemplateId : undefined;
  const template = useQuery({
    queryKey: letterKeys.template(templateId ?? 0),
    queryFn: ({ signal }) => callEndpoint(correspondenceEndpoints.mailMergeTemplate, { params: { id: templateId! }, signal }),
    enabled: templateId !== undefined,
  });
  return { schedule, template };
}

export function useCustomerEmails(customerId: number) {
  return useQuery({
    queryKey: letterKeys.emails(customerId),
    queryFn: ({ signal }) => callEndpoint(correspondenceEndpoints.customerEmailRequests, { params: { customerId }, signal }),
  });
}

export const previewScheduleEmail = (scheduleId: number, customerId: number, signal: AbortSignal) =>
  callEndpoint(correspondenceEndpoints.schedulePreview, { params: { id: scheduleId }, body: { customerId }, signal });

export const previewLetterPdf = (templateId: number, customerId: number, paperSize: string, signal: AbortSignal) =>
  callEndpoint(correspondenceEndpoints.templatePreviewPdf, { params: { id: templateId }, body: { customerId, pdfFormat: paperSize }, signal });

export const previewAdhocEmail = (customerId: number, emailSubject: string, emailBody: string, signal: AbortSignal) =>
  callEndpoint(correspondenceEndpoints.adhocPreview, { body: { customerId, emailSubject, emailBody }, signal });

/** What a send answered: whether anything went, and the messages to show. */
export interface LetterAnswer {
  sent: boolean;
  messages: Message[];
}

const sentUnlessError = (messages: Message[]): LetterAnswer => ({ sent: messages[0]?.messageType === 'Success', messages });

/** TEMPLATE: a template the customer lacks fields for is not sent; the dialog says which fields (spec 3 §8). */
export async function sendTemplateLetter(customerId: number, mailMergeScheduleId: number): Promise<LetterAnswer> {
  const answer = await callEndpoint(correspondenceEndpoints.templateEmail, { body: { customerId, mailMergeScheduleId } });
  if (answer.isValid) return { sent: true, messages: answer.messages };
  const missing: Message = { message: texts.letter.missingFields(answer.missingFields.join(', ')), messageType: 'Warning' };
  return { sent: false, messages: [{ message: texts.letter.templateInvalid, messageType: 'Warning' }, missing] };
}

export const resendEmail = async (id: number, body: Required<ResendEmailRequest>): Promise<LetterAnswer> =>
  sentUnlessError(await callEndpoint(correspondenceEndpoints.resend, { params: { id }, body }));

export const sendAdhocEmail = async (customerId: number, emailSubject: string, emailBody: string): Promise<LetterAnswer> =>
  sentUnlessError(await callEndpoint(correspondenceEndpoints.adhocEmail, { body: { customerId, emailSubject, emailBody } }));
