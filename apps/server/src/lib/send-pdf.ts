import type { FastifyReply } from 'fastify';
import { MEDIA_TYPES } from './media-types';

/** Answers a PDF, shown in the browser (a preview) or saved under its name (a download). */
export const sendPdf = (reply: FastifyReply, pdf: Uint8Array, fileName: string, disposition: 'inline' | 'attachment' = 'inline') =>
  reply
    .type(MEDIA_TYPES.pdf)
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
