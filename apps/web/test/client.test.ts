import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, envelopeSchema, texts, type SessionUser } from '@wattle/contract';
import { ApiError } from '../src/api/ApiError';
import { callEndpoint, endpointUrl } from '../src/api/callEndpoint';
import { setApiNavigator } from '../src/api/client';
import { queryClient } from '../src/api/queryClient';
import { systemParametersQuery } from '../src/api/systemParameters';
import { useAuthStore } from '../src/stores/authStore';
import { useSessionStore } from '../src/stores/sessionStore';
import { setSystemParameters } from './systemParameters';

const user: SessionUser = {
  username: 'admin',
  displayName: 'Ada Admin',
  firstName: 'Ada',
  lastName: 'Admin',
  companyCode: 'ACME',
  emailAddress: 'admin@example.com',
  userRoles: 'ADMIN,DEVELOPER',
  demoMode: false,
  freeTrial: false,
};

/** Endpoints of the shapes the app calls: a paged list, a save with a body, an upload and downloads. */
const endpoints = {
  reports: defineEndpoint({
    method: 'GET',
    path: '/reports',
    query: z.object({ customerId: z.string().optional(), siteId: z.string().nullable().optional(), openOnly: z.enum(['true', 'false']).optional() }),
    response: z.array(z.object({ id: z.number() })),
  }),
  rows: defineEndpoint({
    method: 'GET',
    path: '/display/sections/:sectionId/actions/:actionId/rows',
    params: z.object({ sectionId: z.string(), actionId: z.string() }),
    query: z.object({ parameters: z.string(), search: z.string().optional() }),
    response: z.array(z.string()),
  }),
  save: defineEndpoint({ method: 'POST', path: '/documents', body: z.object({ name: z.string() }), response: envelopeSchema, errors: [400] }),
  update: defineEndpoint({ method: 'PUT', path: '/x', body: z.object({}), response: envelopeSchema, errors: [409] }),
  helpTopics: defineEndpoint({ method: 'GET', path: '/navigation/help-topics', response: z.array(z.string()) }),
  login: defineEndpoint({ method: 'POST', path: '/login', body: z.object({ username: z.string(), password: z.string() }), response: envelopeSchema }),
  upload: defineEndpoint({ kind: 'upload', method: 'POST', path: '/documents/upload-attachments', response: z.string() }),
  file: defineEndpoint({ kind: 'download', method: 'GET', path: '/documents/:id/file-stream', params: z.object({ id: z.string() }) }),
  merge: defineEndpoint({ kind: 'download', method: 'POST', path: '/posted-mail/merge', body: z.object({ ids: z.array(z.number()) }) }),
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn();
  setApiNavigator(navigate);
  window.history.pushState({}, '', '/dashboard');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callEndpoint requests', () => {
  it('calls the same-origin /api with credentials, the CSRF header and the query, leaving absent values out', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]));
    const body = await callEndpoint(endpoints.reports, { query: { customerId: 5, siteId: null, openOnly: 'true' } });
    expect(body).toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/reports?customerId=5&openOnly=true');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('x-csrf')).toBe('1');
  });

  it('fills the path parameters, URL-encoded, and encodes the query values', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await callEndpoint(endpoints.rows, { params: { sectionId: 12, actionId: 'a/b c' }, query: { parameters: '{"customerId":7}', search: 'Smith & Co' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/display/sections/12/actions/a%2Fb%20c/rows?parameters=%7B%22customerId%22%3A7%7D&search=Smith+%26+Co');
    expect(endpointUrl(endpoints.file, { params: { id: 3 } })).toBe('/api/documents/3/file-stream');
  });

  it('refuses to call a path whose parameter is missing', async () => {
    const call = callEndpoint(endpoints.rows, { params: { sectionId: 12 } as never, query: { parameters: '{}' } });
    await expect(call).rejects.toThrow('no value for :actionId');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends JSON bodies as JSON and uploads as multipart without a content type', async () => {
    fetchMock.mockResolvedValue(json(200, { isSuccess: true, messages: [] }));
    await expect(callEndpoint(endpoints.save, { body: { name: 'a' } })).resolves.toEqual({ isSuccess: true, messages: [] });
    let headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{"name":"a"}');

    fetchMock.mockResolvedValue(new Response('loc-1; loc-2', { status: 200, headers: { 'content-type': 'text/plain' } }));
    const form = new FormData();
    form.append('file0', new Blob(['x']), 'a.txt');
    await expect(callEndpoint(endpoints.upload, { body: form })).resolves.toBe('loc-1; loc-2');
    headers = new Headers(fetchMock.mock.calls[1]![1]?.headers);
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('x-csrf')).toBe('1');
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(form);
  });

  it('returns downloads as blobs; a GET download carries the time-out signal, a POST one its body', async () => {
    fetchMock.mockResolvedValue(new Response('PDF', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const blob = await callEndpoint(endpoints.file, { params: { id: 3 } });
    expect(await blob.text()).toBe('PDF');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/documents/3/file-stream');
    expect(fetchMock.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);

    fetchMock.mockResolvedValue(new Response('PDF', { status: 200 }));
    await expect(callEndpoint(endpoints.merge, { body: { ids: [1, 2] } }).then((b) => b.text())).resolves.toBe('PDF');
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: '{"ids":[1,2]}' });
  });
});

describe('callEndpoint errors', () => {
  it('turns a message envelope into an ApiError carrying its messages', async () => {
    fetchMock.mockResolvedValue(json(400, { isSuccess: false, messages: [{ message: 'Field is required.', messageType: 'Error' }] }));
    const error = await callEndpoint(endpoints.save, { body: { name: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Field is required.', messages: [{ message: 'Field is required.', messageType: 'Error' }] });
  });

  it('reads the bare message list some calls answer', async () => {
    fetchMock.mockResolvedValue(json(409, [{ message: 'Stale', messageType: 'Warning' }]));
    await expect(callEndpoint(endpoints.update, { body: {} })).rejects.toMatchObject({ status: 409, message: 'Stale' });
  });

  it('falls back to the generic text when the body is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callEndpoint(endpoints.helpTopics)).rejects.toMatchObject({ status: 502, messages: [], message: texts.notices.unknownError });
  });

  it('signs the user out on a 401 and goes to /login', async () => {
    useAuthStore.getState().setUser(user);
    setSystemParameters({ DATE_FORMAT: 'DD/MM/YYYY' });
    localStorage.setItem('wattle.system', JSON.stringify({ data: { DATE_FORMAT: 'DD/MM/YYYY' } }));
    useSessionStore.getState().setNavigationIdentifiers({
      customerId: 7,
      accountId: 8,
      siteId: null,
      meterId: null,
      partyId: 9,
      selectedCustomerTypeCode: 'RESIDENT',
    });
    useSessionStore.getState().setMainSearchValue('1001');
    fetchMock.mockResolvedValue(json(401, { isSuccess: false, messages: [{ message: 'You are not signed in.', messageType: 'Error' }] }));

    await expect(callEndpoint(endpoints.helpTopics)).rejects.toMatchObject({ status: 401 });

    expect(useAuthStore.getState().user).toBeNull();
    expect(queryClient.getQueryData(systemParametersQuery.queryKey)).toBeUndefined();
    expect(localStorage.getItem('wattle.system')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ customerId: null, partyId: null, selectedCustomerTypeCode: null, mainSearchValue: '' });
    expect(JSON.parse(localStorage.getItem('wattle.auth')!).state.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not navigate on a 401 when already on /login', async () => {
    window.history.pushState({}, '', '/login');
    fetchMock.mockResolvedValue(json(401, { isSuccess: false, messages: [] }));
    await expect(callEndpoint(endpoints.login, { body: { username: 'a', password: 'b' } })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the session alone on other errors', async () => {
    useAuthStore.getState().setUser(user);
    fetchMock.mockResolvedValue(json(403, { isSuccess: false, messages: [{ message: 'No', messageType: 'Error' }] }));
    await expect(callEndpoint(endpoints.helpTopics)).rejects.toMatchObject({ status: 403 });
    expect(useAuthStore.getState().user).toEqual(user);
    expect(navigate).not.toHaveBeenCalled();
  });
});
