import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: never retried. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
    },
    mutations: { retry: false },
  },
});
