import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What travels: `json` (a JSON body, if any, and a JSON or text answer), `upload` (a
 * multipart/form-data body the handler reads itself), `download` (the answer is a file).
 */
export type EndpointKind = 'json' | 'upload' | 'download';

/**
 * One API operation, written once and used by both sides: the server registers its route from it
 * (apps/server/src/lib/register-endpoint.ts) and the web app calls through it
 * (apps/web/src/api/callEndpoint.ts). `path` is relative to /api, its parameters written `:name`
 * (the `params` schema names them). `response` is the schema of the 200 answer; `errors` the other
 * statuses the operation answers itself, each with the message envelope.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly kind?: EndpointKind;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  readonly errors?: readonly number[];
  /** The audit-log event every successful call writes, with who called it and from where (exports: who took which rows). */
  readonly audit?: string;
  /** OpenAPI: the groups the operation is listed under, and its one-line summary. */
  readonly tags?: readonly string[];
  readonly summary?: string;
}

/** An endpoint definition, kept exactly as written so that its schemas type both sides. */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type InputOf<E, Key extends 'params' | 'query' | 'body'> = E extends { [K in Key]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** Path and query values travel as text: where a schema reads any text (digits, a flag), a number or boolean is written as text. */
type WireText<T> = T extends object ? { [K in keyof T]: string extends T[K] ? T[K] | number | boolean : T[K] } : T;

/** The path parameters a caller gives (before the schema coerces them). */
export type EndpointParams<E extends Endpoint> = WireText<InputOf<E, 'params'>>;
/** The query a caller gives: what the endpoint's query schema accepts. */
export type EndpointQuery<E extends Endpoint> = WireText<InputOf<E, 'query'>>;
/** The JSON body a caller gives: what the endpoint's body schema accepts. */
export type EndpointBody<E extends Endpoint> = InputOf<E, 'body'>;
/** The 200 answer as the server sends it (the response schema's output). */
export type EndpointResponse<E extends Endpoint> = E extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;

/** Fills the `:name` parameters of an endpoint's path (each value URL-encoded); a missing one is a programming error. */
export function endpointPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, string | number | boolean | null | undefined>;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
