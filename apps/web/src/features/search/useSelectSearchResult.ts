import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SearchResult } from '@wattle/contract';
import { useAuthStore } from '../../stores/authStore';
import { useSessionStore } from '../../stores/sessionStore';
import { useRecentOrderStore } from './recentOrderStore';
import { searchApi, searchKeys } from './searchApi';
import { useSearchDialogStore } from './searchDialogStore';
import { identifiersOf, pathForResult } from './searchRouting';

export interface SelectOptions {
  /** Record the selection in the Recent tab (not for /go-to-entity). */
  recordRecent: boolean;
  /** Replace the current history entry instead of pushing one (/go-to-entity). */
  replace?: boolean;
}

/**
 * Opens a search result (spec 1 §2.7): clears the saved session parameters, stores the result's ids
 * and customer type, records it as recent, closes the dialog and goes to the page of its kind.
 */
export function useSelectSearchResult() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const username = useAuthStore((s) => s.user?.username ?? '');

  return useCallback(
    async (result: SearchResult, { recordRecent, replace = false }: SelectOptions) => {
      const session = useSessionStore.getState();
      session.clearIdentifiers();
      session.setNavigationIdentifiers(identifiersOf(result));
      if (recordRecent) {
        useRecentOrderStore.getState().remember(username, result.context, result.id);
        searchApi
          .updateRecent(result)
          .then((recent) => queryClient.setQueryData(searchKeys.recent(result.context), recent))
          .catch((error: unknown) => console.warn('recording a recent search failed', error));
      }
      useSearchDialogStore.getState().close();
      await navigate(pathForResult(result), { replace });
    },
    [navigate, queryClient, username],
  );
}
