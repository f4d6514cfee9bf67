import { queryOptions, type QueryKey } from '@tanstack/react-query';

/** Where each persisted query keeps its last answer in local storage. */
const storageKeys = new Set<string>();

function readStored(storageKey: string): unknown {
  try {
    return (JSON.parse(localStorage.getItem(storageKey) ?? 'null') as { data?: unknown } | null)?.data;
  } catch {
    return undefined;
  }
}

/**
 * Server data the signed-in user's browser keeps in local storage (spec 1 §4: system parameters,
 * user settings) while the query stays its source: the stored copy is shown at once after a reload
 * and fetched again straight away, and every fresh answer replaces it.
 */
export function persistedQuery<T, K extends QueryKey>(storageKey: string, queryKey: K, fetch: (signal: AbortSignal) => Promise<T>) {
  storageKeys.add(storageKey);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await fetch(signal);
      localStorage.setItem(storageKey, JSON.stringify({ data }));
      return data;
    },
    initialData: () => readStored(storageKey) as T | undefined,
    // The stored copy counts as old: the first screen that reads it fetches it again.
    initialDataUpdatedAt: 0,
  });
}

/** Sign-out: no stored copy outlives the session. */
export function forgetPersistedQueries() {
  for (const key of storageKeys) localStorage.removeItem(key);
}
