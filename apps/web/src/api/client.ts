import { CSRF_HEADER } from '@wattle/contract';
import { paths } from '../app/paths';
import { clearSignedInState } from '../stores/signOut';
import { ApiError, messagesOf } from './ApiError';

/** The API lives on the same origin (spec 1 §1). */
const API_BASE = '/api';

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
const queryText = (value: string | number | boolean | object): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

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

/** Sends one API request; a failed answer throws an ApiError (a 401 also signs the user out). Calls go through callEndpoint. */
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
