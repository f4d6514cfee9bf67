import { correspondenceEndpoints, dashboardEndpoints, type ResendEmailRequest } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';

export const getEmailPreview = (id: number, signal?: AbortSignal) => callEndpoint(dashboardEndpoints.emailPreview, { params: { id }, signal });
export const getEmailRequest = (id: number) => callEndpoint(correspondenceEndpoints.emailRequest, { params: { id } });
export const removeSuppression = (id: number, errorId: number) => callEndpoint(correspondenceEndpoints.removeSuppression, { params: { id, errorId } });
export const resendEmail = (id: number, body: ResendEmailRequest) => callEndpoint(correspondenceEndpoints.resend, { params: { id }, body });
export const postEmail = (id: number, changePreference: boolean) =>
  callEndpoint(correspondenceEndpoints.postEmail, { params: { id, changePreference: changePreference ? 'true' : 'false' } });

/** Attach PDF: the selected rows as JSON text in `items`, the files as file0..n. */
export function uploadPdfs(keys: readonly number[], files: readonly File[]) {
  const form = new FormData();
  form.append('items', JSON.stringify(keys.map((key) => ({ key_exception_id: key }))));
  files.forEach((file, i) => form.append(`file${i}`, file));
  return callEndpoint(dashboardEndpoints.uploadPdf, { body: form });
}
