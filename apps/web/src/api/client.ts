import { CSRF_HEADER, FILE_DOWNLOAD_TIMEOUT_MS } from '@wattle/contract';
import { paths } from '../app/paths';
import { clearSignedInState } from '../stores/signOut';
import { ApiError, messagesOf } from './ApiError';

/** The API lives on the same origin (spec 1 §1). */
export const API_BASE = '/api';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: object;
  signal?: AbortSignal;
}

type Navigate = (path: string) => void;

let navigateTo: Navigate = (path) => window.location.assign(path);

/** The router registers its navigate so a 401 moves to /login without reloading the page. */
export function setApiNavigator(navigate: Navigate) {
  navigateTo = navigate;
}

/** A query value on the wire: text as it is, numbers and booleans as text, anything else as JSON. */
const queryText = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean));

/** The URL of an API path (relative to /api) with its query; absent (undefined or null) values are left out. */
export function apiUrl(path: string, query?: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, unknown][]) {
    if (value !== undefined && value !== null) params.set(name, queryText(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** Any 401 signs the user out and goes to the sign-in page unless already there (spec 1 §1). */
function handleUnauthorized() {
  clearSignedInState();
  if (window.location.pathname !== paths.login) navigateTo(paths.login);
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function send(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers({ [CSRF_HEADER]: '1', Accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const response = await fetch(apiUrl(path, options.query), {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal: options.signal,
  });
  if (response.status === 401) handleUnauthorized();
  if (!response.ok) throw new ApiError(response.status, messagesOf(await readBody(response)));
  return response;
}

async function sendJson<T>(method: string, path: string, body: unknown, options?: RequestOptions): Promise<T> {
  return (await readBody(await send(method, path, body, options))) as T;
}

/** Typed calls; the server validates every response against the contract schema. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => sendJson<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => sendJson<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => sendJson<T>('PUT', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => sendJson<T>('DELETE', path, body, options),
  /** Multipart upload: the browser sets the boundary. */
  postForm: <T>(path: string, form: FormData, options?: RequestOptions) => sendJson<T>('POST', path, form, options),
  /** A POST whose answer is a file (the merged posted-mail PDF). */
  postBlob: async (path: string, body?: unknown, options?: RequestOptions): Promise<Blob> => (await send('POST', path, body, options)).blob(),
  /** File download, given up after the spec's 30 s time-out. */
  getBlob: async (path: string, options: RequestOptions = {}): Promise<Blob> => {
    const timeout = AbortSignal.timeout(FILE_DOWNLOAD_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    return (await send('GET', path, undefined, { ...options, signal })).blob();
  },
};
