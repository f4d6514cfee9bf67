import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '@wattle/contract';
import { setApiNavigator } from '../src/api/client';
import { queryClient } from '../src/api/queryClient';
import { routes } from '../src/app/routes';
import { Notices } from '../src/components/notices/Notices';
import { useAuthStore } from '../src/stores/authStore';

export const testUser: SessionUser = {
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

export const signIn = (user: Partial<SessionUser> = {}) => useAuthStore.getState().setUser({ ...testUser, ...user });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Answers each API call from `answer` (status and body); records every call. */
export function stubServer(answer: (call: ApiCall) => [number, unknown]) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname.replace(/^\/api/, '');
      const call = { method: init?.method ?? 'GET', path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(call);
      const [status, body] = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** Answers API calls from a table of path → body (404 for any other path); records every call. */
export const stubApi = (answers: Record<string, unknown>) =>
  stubServer(({ path }) => (path in answers ? [200, answers[path]] : [404, { isSuccess: false, messages: [] }]));

/** The whole app (route table, shell, notices) in a memory router at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setApiNavigator((to) => void router.navigate(to));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Notices />
    </QueryClientProvider>,
  );
  return router;
}
