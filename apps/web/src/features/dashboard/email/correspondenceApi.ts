import {
  emailRequestPaths,
  previewPaths,
  type EmailPreview,
  type EmailRequestDetail,
  type Message,
  type ResendEmailRequest,
} from '@wattle/contract';
import { api } from '../../../api/client';

export const getEmailPreview = (id: number) => api.get<EmailPreview>(previewPaths.email(id));
export const getEmailRequest = (id: number) => api.get<EmailRequestDetail>(emailRequestPaths.one(id));
export const removeSuppression = (id: number, errorId: number) => api.delete<Message[]>(emailRequestPaths.removeSuppression(id, errorId));
export const resendEmail = (id: number, body: ResendEmailRequest) => api.post<Message[]>(emailRequestPaths.resend(id), body);
export const postEmail = (id: number, changePreference: boolean) => api.post<Message[]>(emailRequestPaths.postEmail(id, changePreference));

/** Attach PDF: the selected rows as JSON text in `items`, the files as file0..n. */
export function uploadPdfs(keys: readonly number[], files: readonly File[]) {
  const form = new FormData();
  form.append('items', JSON.stringify(keys.map((key) => ({ key_exception_id: key }))));
  files.forEach((file, i) => form.append(`file${i}`, file));
  return api.postForm<Message[]>(previewPaths.uploadPdf, form);
}
