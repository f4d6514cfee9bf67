import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../components/PageTitle';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { PageLoading } from '../components/PageLoading';
import { dashboardRoute, guestRoutes, shellRoutes, type PageRoute } from './routeTable';
import { SignedInShell } from './shell/SignedInShell';
import { shellLoader } from './shellLoader';

const lazyRoute = ({ title, page }: PageRoute) => ({
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: await page() }),
});

/** The whole route table: guest screens alone, every other screen inside the shell behind the sign-in check. */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      ...guestRoutes.map((route) => ({ path: route.path, ...lazyRoute(route) })),
      {
        id: 'shell',
        loader: shellLoader,
        // The sign-in check and the identifier links apply to every navigation.
        shouldRevalidate: () => true,
        Component: SignedInShell,
        children: [
          { index: true, ...lazyRoute(dashboardRoute) },
          ...shellRoutes.map((route) => ({ path: route.path, ...lazyRoute(route) })),
          { path: '*', lazy: async () => ({ Component: (await import('../components/NotFoundPage')).NotFoundPage }) },
        ],
      },
    ],
  },
];
