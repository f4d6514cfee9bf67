import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, kept up to date as it is resized. A plain media query
 * rather than MUI's useMediaQuery keeps the first screen's JavaScript small.
 */
export function useScreenQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Phones: narrower than MUI's `sm` breakpoint (600 px). Tables show their rows as cards there. */
export const usePhoneScreen = () => useScreenQuery('(max-width: 599.95px)');
