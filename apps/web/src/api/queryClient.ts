import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: never retried. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  // Failed loads are always logged; a screen decides whether to show a notice too (menu loads only log, spec 1 §8).
  queryCache: new QueryCache({ onError: (error, query) => console.error('Load failed', query.queryKey, error) }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
    },
    mutations: { retry: false },
  },
});
