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

/** Answers API calls from a table of path → body; records every call. */
export function stubApi(answers: Record<string, unknown>) {
  const calls: { method: string; path: string }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ method: init?.method ?? 'GET', path });
    if (!(path in answers)) return new Response(JSON.stringify({ isSuccess: false, messages: [] }), { status: 404 });
    return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

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
