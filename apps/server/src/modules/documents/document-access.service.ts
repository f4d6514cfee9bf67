import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DOCUMENT_ACCESS_URL_SECONDS,
  documentEndpoints,
  endpointPath,
  parseFileLocation,
  texts,
  type DocumentAccessUrl,
  type ParsedFileLocation,
} from '@wattle/contract';
import type { Scope } from '../../db/tenancy';
import { notFound } from '../../lib/errors';
import { attachmentKey } from '../uploads/uploads.storage';
import { documentContent, type DocumentsDeps } from './documents.service';
import { documentFile } from './documents.repository';

/**
 * Short-lived access URLs (spec 1 §7 POST /documents/get-document-access-urls). The URL is a path
 * of this server carrying a token: the file location, the company and dataset it belongs to and
 * when it stops working, signed with HMAC-SHA256 under a key derived from SECRETS_KEY. Serving it
 * checks the signature, the time and that the caller's session is of the same company and
 * dataset; the file is then read in the caller's scope, so row-level security applies as well.
 */
export interface AccessSigner {
  sign(payload: string): string;
}

export function accessSigner(secretsKey: string): AccessSigner {
  const key = crypto.createHash('sha256').update(`document-access:${secretsKey}`).digest();
  return { sign: (payload) => crypto.createHmac('sha256', key).update(payload).digest('base64url') };
}

const API_BASE = '/api';

/** What the signature covers: the file, when it stops working, and the company and dataset it is of. */
const signed = (scope: Scope, file: string, expires: string) => `${file}.${expires}.${scope.companyId}.${scope.dataset}`;

/** The file a location names without the name a correspondence task adds: a document id or an upload's location. */
const fileOf = (location: ParsedFileLocation) => (location.kind === 'document' ? String(location.id) : location.location);

/**
 * `{file}.{expiry, seconds since the epoch in base 36}.{signature}`: short enough for one path
 * segment. The company and dataset are not in the token but in what is signed, so a token only
 * opens for a session of the same company and dataset.
 */
function accessToken(signer: AccessSigner, scope: Scope, file: string, expiresAtSeconds: number): string {
  const expires = expiresAtSeconds.toString(36);
  return `${file}.${expires}.${signer.sign(signed(scope, file, expires))}`;
}

/** The token's file when its signature holds for the scope's company and dataset and it has not expired; else null. */
function readAccessToken(signer: AccessSigner, scope: Scope, token: string, nowMs = Date.now()): ParsedFileLocation | null {
  const [file, expires, signature, ...rest] = token.split('.');
  if (!file || !expires || !signature || rest.length > 0) return null;
  const expected = Buffer.from(signer.sign(signed(scope, file, expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (parseInt(expires, 36) * 1000 <= nowMs) return null;
  return parseFileLocation(file);
}

/** Whether the location names a file of the caller's company (a document row, or an uploaded attachment). */
async function fileExists(deps: DocumentsDeps, location: ParsedFileLocation): Promise<boolean> {
  if (location.kind === 'document') return Boolean(await deps.scoped((tx) => documentFile(tx, location.id)));
  return Boolean(await deps.files.stat(deps.scope, attachmentKey(location.location)));
}

/** POST /documents/get-document-access-urls: one URL per location, in order; 404 when any names no file of the company. Writes nothing. */
export async function documentAccessUrls(
  deps: DocumentsDeps,
  signer: AccessSigner,
  fileLocations: readonly string[],
  nowMs = Date.now(),
): Promise<DocumentAccessUrl[]> {
  const expiresAtSeconds = Math.floor(nowMs / 1000) + DOCUMENT_ACCESS_URL_SECONDS;
  const answers: DocumentAccessUrl[] = [];
  for (const fileLocation of fileLocations) {
    const parsed = parseFileLocation(fileLocation);
    if (!parsed || !(await fileExists(deps, parsed))) throw notFound(texts.documents.notFound);
    const token = accessToken(signer, deps.scope, fileOf(parsed), expiresAtSeconds);
    answers.push({
      fileLocation,
      url: `${API_BASE}${endpointPath(documentEndpoints.access.path, { token })}`,
      expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
    });
  }
  return answers;
}

/** GET /documents/access/{token}: the file, or 404 for a bad, stale or other company's token and for a file that is gone. */
export async function accessedFile(
  deps: DocumentsDeps,
  signer: AccessSigner,
  token: string,
): Promise<{ fileName: string; contentType: string; body: Readable | Buffer }> {
  const parsed = readAccessToken(signer, deps.scope, token);
  if (!parsed) throw notFound(texts.documents.notFound);
  if (parsed.kind === 'document') return documentContent(deps, parsed.id);
  const found = await deps.files.get(deps.scope, attachmentKey(parsed.location));
  if (!found) throw notFound(texts.documents.notFound);
  return { fileName: found.info.fileName, contentType: found.info.contentType, body: found.body };
}
