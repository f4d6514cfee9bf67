import { CSRF_HEADER, endpointPath, type Endpoint, type EndpointResponse } from '@wattle/contract';

/** JSON over the bench server's API as a signed-in user: GET without a body, POST with one. */
export async function api<T>(baseUrl: string, cookie: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, 'x-csrf': '1', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** What one call of a contract endpoint gives: path parameters, query (left out when null), a JSON body or an upload's form. */
export interface EndpointCall {
  params?: object;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  form?: FormData;
}

/** One answer, never thrown: its status, JSON body (text when not JSON), wall time, and the route it was for (`GET /customers/:customerId/summary`). */
export interface Answer<T> {
  ok: boolean;
  status: number;
  body: T;
  ms: number;
  route: string;
}

/**
 * Calls a contract endpoint (packages/contract `defineEndpoint`) as the web app does
 * (apps/web/src/api/callEndpoint.ts: the path filled from the params, the query as text, the CSRF
 * header), and answers whatever came back with its wall time: a refusal is an answer, not an error.
 * A request that gets no answer at all (connection refused, reset) answers status 0.
 */
export async function callEndpoint<E extends Endpoint>(
  baseUrl: string,
  cookie: string,
  endpoint: E,
  call: EndpointCall = {},
): Promise<Answer<EndpointResponse<E>>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined && value !== null) search.set(name, String(value));
  const query = search.size ? `?${search}` : '';
  const route = `${endpoint.method} ${endpoint.path}`;
  const json = call.body !== undefined;
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api${endpointPath(endpoint.path, call.params)}${query}`, {
      method: endpoint.method,
      headers: { cookie, [CSRF_HEADER]: '1', accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(call.body) : call.form,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the text itself.
    }
    return { ok: res.ok, status: res.status, body: body as EndpointResponse<E>, ms: performance.now() - started, route };
  } catch (error) {
    return { ok: false, status: 0, body: String((error as Error).cause ?? error) as EndpointResponse<E>, ms: performance.now() - started, route };
  }
}
