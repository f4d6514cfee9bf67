import {
  endpointPath,
  FILE_DOWNLOAD_TIMEOUT_MS,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@wattle/contract';
import { apiUrl, readBody, send } from './client';

/** A part of the call: left out when the endpoint has none, optional when everything in it is. */
type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : object extends T ? { [K in Name]?: T } : { [K in Name]: T };

/** What a call gives: path parameters, query and body as the endpoint's schemas accept them (an upload: its form). */
export type EndpointCall<E extends Endpoint> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', E extends { kind: 'upload' } ? FormData : EndpointBody<E>> & { signal?: AbortSignal };

/** What a call answers: a download's file, otherwise the 200 answer of the endpoint's response schema. */
export type EndpointResult<E extends Endpoint> = E extends { kind: 'download' } ? Blob : EndpointResponse<E>;

type CallArguments<E extends Endpoint> = object extends EndpointCall<E> ? [call?: EndpointCall<E>] : [call: EndpointCall<E>];

/** The address of an endpoint with its parameters and query, for links and image sources. */
export const endpointUrl = <E extends Endpoint>(endpoint: E, call: Pick<EndpointCall<E>, 'params' | 'query'> = {}) =>
  apiUrl(endpointPath(endpoint.path, call.params), call.query);

/**
 * Calls a contract endpoint (packages/contract, `defineEndpoint`): the path is filled from the
 * params, the query and a JSON body are sent as the schemas type them, and the answer comes back
 * typed (the server checks it against the response schema). A refusal throws an ApiError with the
 * status and the envelope's messages. A GET download gives up after the spec's 30 s time-out.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, ...[call]: CallArguments<E>): Promise<EndpointResult<E>> {
  const { params, query, body, signal } = (call ?? {}) as { params?: object; query?: object; body?: unknown; signal?: AbortSignal };
  const path = endpointPath(endpoint.path, params);
  if (endpoint.kind === 'download') {
    const timeout = endpoint.method === 'GET' ? AbortSignal.timeout(FILE_DOWNLOAD_TIMEOUT_MS) : undefined;
    const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
    const response = await send(endpoint.method, path, body, { query, signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0] });
    return (await response.blob()) as EndpointResult<E>;
  }
  return (await readBody(await send(endpoint.method, path, body, { query, signal }))) as EndpointResult<E>;
}
