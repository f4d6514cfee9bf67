import { z } from 'zod';

/**
 * Uploads behind the LogoUploader, FileUpload and Image fields (spec 1 §7 Documents):
 * POST /documents/upload-attachments (form parts file0, file1 ...) answers the stored locations joined
 * with '; '; POST /Documents/UploadLogo (form part image) answers one location.
 * A location is what the field stores as its value; GET /documents/attachments/{location} serves it.
 */
export const UPLOAD_LOCATION_SEPARATOR = '; ';
export const uploadAttachmentsPath = '/documents/upload-attachments';
export const uploadLogoPath = '/Documents/UploadLogo';

export const uploadAttachmentsResponseSchema = z.string();
export const uploadLogoResponseSchema = z.string();
export const attachmentParamsSchema = z.object({ location: z.string().regex(/^[A-Za-z0-9-]{1,100}$/) });

export const splitUploadLocations = (answer: string) => answer.split(UPLOAD_LOCATION_SEPARATOR).filter(Boolean);
