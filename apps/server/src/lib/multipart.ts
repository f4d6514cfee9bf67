import path from 'node:path';
import type { Readable } from 'node:stream';
import Busboy, { type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { texts, UPLOAD_MAX_BYTES, withoutUnstorable } from '@wattle/contract';
import { AppError, badRequest } from './errors';

/** One file of a multipart upload, its name and field texts already storable. */
interface UploadedFile {
  fieldname: string;
  /** The base name the browser gave (no folders). */
  filename: string;
  mimetype: string;
  file: Readable;
}

export interface UploadRules<T> {
  /** The refusal (400) when the request is not multipart or carries no file the route takes. */
  required: string;
  /** The files the route takes; every other part is read and dropped. */
  accepts(fieldname: string, mimetype: string): boolean;
  /** At most this many accepted files, else 400 with `tooMany`. */
  maxFiles?: { count: number; tooMany: string };
  /** The largest file the route takes (default UPLOAD_MAX_BYTES). */
  maxBytes?: number;
  /** The refusal (413) of a file over the largest. */
  tooLarge?: string;
  /** Reads one accepted file to its end; files are read one at a time, in order. */
  read(upload: UploadedFile): Promise<T>;
}

/** Thrown by a reader that stops a file of UPLOAD_MAX_BYTES or more itself. */
export class FileTooLarge extends Error {}

/** Overall limits of one upload request, whatever the route. */
const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 20, fields: 20, fieldSize: 64 * 1024, parts: 60, headerPairs: 20 };

/**
 * Every upload route reads its multipart body here. A body that is not a complete multipart form
 * (no boundary, cut short, a broken part, the connection gone) is a 400 envelope; parts the route
 * does not take are drained, never left to stall the request; a file over the size limit is a 413;
 * on any refusal the rest of the body is drained so the answer reaches the client.
 */
export function readUploads<T>(request: FastifyRequest, rules: UploadRules<T>): Promise<{ files: T[]; fields: Record<string, string> }> {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) throw badRequest(rules.required);
  let parser: BusboyInstance;
  try {
    parser = Busboy({ headers: request.headers as BusboyHeaders, limits: { ...LIMITS, fileSize: rules.maxBytes ?? LIMITS.fileSize } });
  } catch {
    throw badRequest(texts.server.malformedUpload);
  }
  const raw = request.raw;
  const tooLarge = new AppError(413, rules.tooLarge ?? texts.server.tooLarge);
  const malformed = badRequest(texts.server.malformedUpload);

  return new Promise((resolve, reject) => {
    const files: T[] = [];
    const fields: Record<string, string> = {};
    let accepted = 0;
    let reading: Promise<unknown> = Promise.resolve();
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      raw.unpipe(parser);
      raw.resume();
      reject(error);
    };

    parser.on('file', (fieldname: string, file: Readable & { truncated?: boolean }, filename: string | undefined, _encoding: string, mimetype: string) => {
      let broken = false;
      // A part cut short errors its stream; the parser reports the form as malformed too.
      file.on('error', () => (broken = true));
      if (settled || !rules.accepts(fieldname, mimetype)) return void file.resume();
      if (rules.maxFiles && ++accepted > rules.maxFiles.count) {
        file.resume();
        fail(badRequest(rules.maxFiles.tooMany));
        return;
      }
      const upload = { fieldname, filename: withoutUnstorable(path.basename(filename ?? '')), mimetype, file };
      reading = reading.then(async () => {
        if (settled) return void file.resume();
        try {
          const value = await rules.read(upload);
          if (file.truncated) throw new FileTooLarge();
          files.push(value);
        } catch (error) {
          if (error instanceof FileTooLarge || file.truncated) {
            fail(tooLarge);
            return;
          }
          // The stream of a part cut short failed the reader (unlike the route's own refusals).
          fail(broken && !(error instanceof AppError) ? malformed : error);
        }
      });
    });
    parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) {
        fail(tooLarge);
        return;
      }
      fields[withoutUnstorable(name)] = withoutUnstorable(value);
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit']) parser.on(limit, () => fail(tooLarge));
    parser.on('error', () => fail(malformed));
    parser.on('finish', () => {
      void reading.then(() => {
        if (settled) return;
        if (files.length === 0) {
          fail(badRequest(rules.required));
          return;
        }
        settled = true;
        resolve({ files, fields });
      });
    });
    // The client went away or stalled past the request time-out before the form was complete.
    raw.on('close', () => !raw.complete && fail(malformed));
    raw.on('error', () => fail(malformed));
    raw.pipe(parser);
  });
}

/** A file's whole content (a reader for small files such as CSV and PDF uploads). */
export async function buffered(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Leaves multipart bodies unread for the upload routes (readUploads) instead of refusing them (415). */
export const multipartBodies = fp(async (app: FastifyInstance) => {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
});
