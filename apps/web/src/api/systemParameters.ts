import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../stores/authStore';
import { persistedQuery } from './persistedQuery';
import { queryClient } from './queryClient';

/** The company's system parameters by code (DATE_FORMAT → DD/MM/YYYY), kept in local storage (spec 1 §4). */
export const systemParametersQuery = persistedQuery('wattle.system', ['users', 'system-parameters'] as const, async (signal) =>
  (await import('./systemParametersFetch')).fetchSystemParameters(signal),
);

/** One parameter's value, or undefined while it is not loaded (or not signed in). */
export function useSystemParameter(code: string): string | undefined {
  const signedIn = useAuthStore((s) => Boolean(s.user?.username));
  return useQuery({ ...systemParametersQuery, enabled: signedIn, select: (parameters) => parameters[code] }).data;
}

/** Loads the parameters now (sign-in, a saved setting, a free-trial step): every screen follows at once. */
export const reloadSystemParameters = () => queryClient.query({ ...systemParametersQuery, staleTime: 0 });
