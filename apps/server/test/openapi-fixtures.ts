import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The parts of the OpenAPI document the tests read. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
}
export interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
export interface Response {
  description: string;
  content?: Record<string, { schema?: JsonSchema }>;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Response>;
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One documented operation: `path` as the document writes it (`/api/x/{id}`). */
export interface DocumentedOperation {
  method: string;
  path: string;
  operation: Operation;
  /** `GET /api/x/{id}`, for messages. */
  name: string;
}

export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`no OpenAPI document: ${res.statusCode}`);
  return res.json();
}

export function documentedOperations(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation, name: `${method.toUpperCase()} ${path}` })),
  );
}

/** A path with `{name}` placeholders filled in, each value percent-encoded unless `raw`. */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (raw ? values[name]! : encodeURIComponent(values[name]!)));
}

/**
 * Every route the server registered, as `METHOD /path/{param}` (the document's spelling), read
 * from Fastify's route tree: each line is `<tree drawing><path suffix> (METHODS)`, 4 columns a level.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return routes;
}

/** The media type of a Content-Type header (`application/json; charset=utf-8` → `application/json`). */
export const mediaTypeOf = (res: LightMyRequestResponse) =>
  String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();

/** Whether a media type is one a response documents (ranges such as `image/*` and `*\/*` included). */
export function documentsMediaType(response: Response | undefined, mediaType: string): boolean {
  return Object.keys(response?.content ?? {}).some((documented) => {
    const [type, subtype] = documented.split('/');
    const [actualType, actualSubtype] = mediaType.split('/');
    return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
  });
}

/**
 * Why a response is not what the document says of the operation: its status is not documented,
 * or its media type is not the documented one. Null when it is.
 */
export function undocumentedResponse(op: DocumentedOperation, res: LightMyRequestResponse): string | null {
  const response = op.operation.responses[String(res.statusCode)];
  if (!response) return `${op.name} answered ${res.statusCode}, which it does not document`;
  if (!response.content) return res.body === '' ? null : `${op.name} answered ${res.statusCode} with a body it documents as empty`;
  const mediaType = mediaTypeOf(res);
  return documentsMediaType(response, mediaType)
    ? null
    : `${op.name} answered ${res.statusCode} as ${mediaType || '(none)'}, documented: ${Object.keys(response.content).join(', ')}`;
}

export interface FormPart {
  name: string;
  /** Set for a file part. */
  filename?: string;
  contentType?: string;
  content: string | Buffer;
}

/** A multipart/form-data body with the given boundary. */
export function multipartBody(parts: FormPart[], boundary: string): Buffer {
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const headers = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    return [Buffer.from(headers), Buffer.from(part.content), Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** A value a simple parameter schema accepts: its first enum value, else `1` (ids and codes alike). */
export function exampleValue(schema: JsonSchema | undefined): string {
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (schema?.anyOf) return exampleValue(schema.anyOf[0]);
  return '1';
}

/** An operation's URL with example values for its path parameters and its required query parameters. */
export function exampleUrl(op: DocumentedOperation): string {
  const parameters = op.operation.parameters ?? [];
  const path = fillPath(op.path, Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, exampleValue(p.schema)])));
  const query = new URLSearchParams(parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, exampleValue(p.schema)]));
  return query.size ? `${path}?${query}` : path;
}

/** The query a documented GET cannot be answered without (else it is a 400 before anything is looked up), by operation name. */
export const REQUIRED_QUERIES: Readonly<Record<string, string>> = {
  'GET /api/customers/{customerId}/invoice': '?invoiceDate=2025-01-01&invoiceDueDate=2025-01-15&preview=true',
};

/** The writes that need no X-CSRF: the payment, SMS and email providers' signed webhooks (plugins/csrf.ts), which document no 403. */
/** In the document's order (the correspondence module's routes come first). */
export const SIGNED_WEBHOOKS = [
  'POST /api/sms/webhooks/{platform}/{kind}',
  'POST /api/email/webhooks',
  'POST /api/mail/webhooks/{platform}',
  'POST /api/payments/webhooks/{platform}',
];
export const isSignedWebhook = (op: DocumentedOperation) => op.method !== 'GET' && !op.operation.responses['403'];
