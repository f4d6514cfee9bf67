import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '@wattle/contract';

/** Methods whose request may carry a body: Fastify parses it, so it may refuse its size or type. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A file's bytes (a Buffer or a stream at run time). */
const binary = z.unknown().meta({ type: 'string', format: 'binary' });

/** A response that is a file, not JSON: its media types (a range such as `image/*` or `*\/*` where the file decides). */
export const fileResponse = (description: string, ...mediaTypes: string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: binary }])),
});

/** A response that is bare text (Fastify sends a returned string as text/plain). */
export const textResponse = (description: string, schema: z.ZodString) => ({ description, content: { 'text/plain': { schema } } });

interface MultipartField {
  type: 'file' | 'text';
  description: string;
  required?: boolean;
}
/** The parts of a multipart/form-data request, by field name. */
export type MultipartForm = Record<string, MultipartField>;

const refusals = {
  400: envelopeSchema.describe('Invalid input'),
  401: envelopeSchema.describe('No session, or the sign-in is not complete'),
  403: envelopeSchema.describe('Refused: no X-CSRF header'),
  404: envelopeSchema.describe('Not found'),
  414: envelopeSchema.describe('A path segment is too long'),
  413: envelopeSchema.describe('The body is too large'),
  415: envelopeSchema.describe('The body is of a media type the route does not read'),
  429: envelopeSchema.describe('Too many requests'),
};

/**
 * The refusals the platform answers on its own, in the message envelope, added to each /api
 * route's responses unless the route documents them itself:
 * - 400: a route with input (query, path, body) refuses invalid input, malformed JSON included;
 * - 401: a protected route refuses a request without a session (plugins/auth.ts);
 * - 403: a state-changing request without `X-CSRF: 1` (plugins/csrf.ts), except a provider's signed webhook;
 * - 404 and 414: a route with an id in its path refuses ids it cannot see, and path segments
 *   over the router's length limit (app.ts, frameworkErrors);
 * - 413 and 415: a body over the size limit, or of a media type the route does not read;
 * - 429: a rate-limited route.
 */
export function completeResponses(route: RouteOptions) {
  if (!route.url.startsWith('/api/') || route.schema?.hide) return;
  const methods = [route.method].flat();
  const takesBody = methods.some((method) => BODY_METHODS.has(method));
  const statuses = new Set<number>();
  if (route.schema?.querystring || route.schema?.params || takesBody) statuses.add(400);
  if (!route.config?.public) statuses.add(401);
  if (takesBody) [413, 415].forEach((status) => statuses.add(status));
  // A provider's signed webhook proves itself by its signature, not X-CSRF (plugins/csrf.ts).
  if (takesBody && !route.config?.signedWebhook) statuses.add(403);
  if (route.url.includes(':')) [404, 414].forEach((status) => statuses.add(status));
  if (route.config?.rateLimit) statuses.add(429);
  const response = { ...(route.schema?.response as Record<number, unknown> | undefined) };
  for (const status of statuses) response[status] ??= refusals[status as keyof typeof refusals];
  route.schema = { ...route.schema, response };
}

interface Transformed {
  schema: Record<string, unknown> & { multipart?: MultipartForm; response?: Record<string, Record<string, unknown>> };
  url: string;
}

const multipartBody = (form: MultipartForm) => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(form).map(([name, field]) => [
      name,
      field.type === 'file' ? { type: 'string', format: 'binary', description: field.description } : { type: 'string', description: field.description },
    ]),
  ),
  required: Object.entries(form)
    .filter(([, field]) => field.required)
    .map(([name]) => name),
});

/**
 * Completes an operation after the zod schemas became JSON schemas: a multipart upload documents
 * its parts as its request body, and a redirect documents its Location header and no body.
 */
export function documentOperation(transformed: unknown): Transformed {
  const { schema, url } = transformed as Transformed;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- routes declared without a schema come through here too.
  if (!schema || schema.hide) return { schema, url };
  const { multipart, ...rest } = schema;
  const documented: Transformed['schema'] = { ...rest };
  if (multipart) {
    documented.body = multipartBody(multipart);
    documented.consumes = ['multipart/form-data'];
  }
  if (rest.response) {
    documented.response = Object.fromEntries(
      Object.entries(rest.response).map(([status, response]) =>
        status.startsWith('3')
          ? [status, { type: 'null', description: (response.description as string | undefined) ?? 'Redirect', headers: { location: { type: 'string' } } }]
          : [status, response],
      ),
    );
  }
  return { schema: documented, url };
}

/** The numbered file parts `file0`, `file1`, … of an upload (the client's FormData convention). */
export const numberedFiles = (description: string): MultipartForm => ({
  file0: { type: 'file', required: true, description: `${description}; further files as file1, file2, … fileN` },
});
