import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SEARCH_PAGE_SIZE, type SearchByTextQuery, type SearchContext } from '@wattle/contract';
import { showErrorOf } from '../../components/notices/noticeStore';
import { searchApi, searchKeys } from './searchApi';

export type SearchCriteria = Omit<SearchByTextQuery, 'searchContext' | 'page' | 'pageSize'>;

/** One result column's pages for the criteria; nothing is asked while the text is empty. */
export function useContextResults(searchContext: SearchContext, criteria: SearchCriteria) {
  const query = { ...criteria, searchContext, pageSize: SEARCH_PAGE_SIZE };
  const results = useInfiniteQuery({
    queryKey: searchKeys.byText(query),
    queryFn: ({ pageParam, signal }) => searchApi.byText({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === SEARCH_PAGE_SIZE ? pages.length + 1 : undefined),
    enabled: criteria.searchValue !== '',
    staleTime: 30_000,
  });
  useEffect(() => {
    if (results.error) showErrorOf(results.error);
  }, [results.error]);
  return {
    results: results.data?.pages.flat() ?? [],
    loading: results.isFetching,
    searched: results.isSuccess,
    onMore: results.hasNextPage ? () => void results.fetchNextPage() : undefined,
  };
}
