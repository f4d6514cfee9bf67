import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts, type SessionUser } from '@wattle/contract';
import { ApiError } from '../src/api/ApiError';
import { api, setApiNavigator } from '../src/api/client';
import { useAuthStore } from '../src/stores/authStore';
import { useSessionStore } from '../src/stores/sessionStore';
import { useSystemStore } from '../src/stores/systemStore';

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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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

describe('api client requests', () => {
  it('calls the same-origin /api with credentials, the CSRF header and the query', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]));
    const body = await api.get<{ id: number }[]>('/reports', { query: { customerId: 5, siteId: null, openOnly: true } });
    expect(body).toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/reports?customerId=5&openOnly=true');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('x-csrf')).toBe('1');
  });

  it('sends JSON bodies as JSON and forms as multipart without a content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.post('/documents', { name: 'a' })).resolves.toBeUndefined();
    let headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{"name":"a"}');

    const form = new FormData();
    form.append('file0', new Blob(['x']), 'a.txt');
    await api.postForm('/documents/upload-attachments', form);
    headers = new Headers(fetchMock.mock.calls[1]![1]?.headers);
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('x-csrf')).toBe('1');
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(form);
  });

  it('returns downloads as blobs', async () => {
    fetchMock.mockResolvedValue(new Response('PDF', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const blob = await api.getBlob('/documents/3/file-stream');
    expect(await blob.text()).toBe('PDF');
    expect(fetchMock.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('api client errors', () => {
  it('turns a message envelope into an ApiError carrying its messages', async () => {
    fetchMock.mockResolvedValue(json(400, { isSuccess: false, messages: [{ message: 'Field is required.', messageType: 'Error' }] }));
    const error = await api.post('/price-plan', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Field is required.', messages: [{ message: 'Field is required.', messageType: 'Error' }] });
  });

  it('reads the bare message list some calls answer', async () => {
    fetchMock.mockResolvedValue(json(409, [{ message: 'Stale', messageType: 'Warning' }]));
    await expect(api.put('/x', {})).rejects.toMatchObject({ status: 409, message: 'Stale' });
  });

  it('falls back to the generic text when the body is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, messages: [], message: texts.notices.unknownError });
  });

  it('signs the user out on a 401 and goes to /login', async () => {
    useAuthStore.getState().setUser(user);
    useSystemStore.getState().setParameters([{ code: 'DATE_FORMAT', parameter: 'DD/MM/YYYY' }]);
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

    await expect(api.get('/navigation/help-topics')).rejects.toMatchObject({ status: 401 });

    expect(useAuthStore.getState().user).toBeNull();
    expect(useSystemStore.getState().parameters).toEqual({});
    expect(useSessionStore.getState()).toMatchObject({ customerId: null, partyId: null, selectedCustomerTypeCode: null, mainSearchValue: '' });
    expect(JSON.parse(localStorage.getItem('wattle.auth')!).state.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not navigate on a 401 when already on /login', async () => {
    window.history.pushState({}, '', '/login');
    fetchMock.mockResolvedValue(json(401, { isSuccess: false, messages: [] }));
    await expect(api.post('/login', { username: 'a', password: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves the session alone on other errors', async () => {
    useAuthStore.getState().setUser(user);
    fetchMock.mockResolvedValue(json(403, { isSuccess: false, messages: [{ message: 'No', messageType: 'Error' }] }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(useAuthStore.getState().user).toEqual(user);
    expect(navigate).not.toHaveBeenCalled();
  });
});
