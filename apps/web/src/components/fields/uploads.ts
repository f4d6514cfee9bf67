import { fieldEndpoints, splitUploadLocations } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

/** POST /documents/upload-attachments with parts file0, file1 ...; the stored locations. */
export async function uploadAttachments(files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  files.forEach((file, i) => form.append(`file${i}`, file));
  return splitUploadLocations(await callEndpoint(fieldEndpoints.uploadAttachments, { body: form }));
}

/** POST /Documents/UploadLogo with part image; the stored location. */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return callEndpoint(fieldEndpoints.uploadLogo, { body: form });
}
