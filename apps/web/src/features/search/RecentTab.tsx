import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_CONTEXTS, texts, type SearchContext, type SearchResult } from '@wattle/contract';
import { useAuthStore } from '../../stores/authStore';
import { inBrowserOrder, recentOrderOf, useRecentOrderStore } from './recentOrderStore';
import { ResultColumn } from './ResultColumn';
import { searchApi, searchKeys } from './searchApi';

function RecentColumn({ context, onSelect }: { context: SearchContext; onSelect: (result: SearchResult) => void }) {
  const username = useAuthStore((s) => s.user?.username ?? '');
  const order = useRecentOrderStore(recentOrderOf(username, context));
  const recent = useQuery({ queryKey: searchKeys.recent(context), queryFn: () => searchApi.recent(context) });
  const results = inBrowserOrder(recent.data?.items ?? [], order)
    .map((item) => item.result)
    .filter((result): result is SearchResult => result !== null);
  return <ResultColumn context={context} results={results} loading={recent.isFetching} emptyText={texts.search.noRecent} onSelect={onSelect} />;
}

/** The Recent tab (spec 1 §2.7): recent selections grouped per context, in the order kept in browser storage. */
export function RecentTab({ onSelect }: { onSelect: (result: SearchResult) => void }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {SEARCH_CONTEXTS.map((context) => (
        <RecentColumn key={context} context={context} onSelect={onSelect} />
      ))}
    </Stack>
  );
}
