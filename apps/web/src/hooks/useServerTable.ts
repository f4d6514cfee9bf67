import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from '@wattle/contract';
import type { DataTablePaging, DataTableSort } from '../components/DataTable';
import { showErrorOf } from '../components/notices/noticeStore';

/** What a table asks the server for: a page (from 1) of a size (ALL_ITEMS: every row), the search and the sort. */
export interface ServerTableQuery {
  page: number;
  itemsPerPage: number;
  /** Trimmed; empty for no search. */
  search: string;
  sortBy?: string;
  sortDescending?: boolean;
}

/** A page of rows and how many rows match on the server. */
interface ServerTablePage<R> {
  rows: readonly R[];
  totalItems: number;
}

export interface ServerTableOptions<TData, R> {
  /** The data's query key; the table's query is appended to it, so invalidating this key reloads every page. */
  queryKey: QueryKey;
  /** Loads one page; how the API is called is the caller's business. */
  fetchPage: (query: ServerTableQuery, signal: AbortSignal) => Promise<TData>;
  /** The rows and the total of what fetchPage answered. */
  pageOf: (data: TData) => ServerTablePage<R>;
  /** Default TABLE_PAGE_SIZE, chosen from TABLE_PAGE_SIZE_OPTIONS (spec 2 §9). */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  enabled?: boolean;
  /** Which view of the data the table shows: when it changes (other columns), the sort is dropped and paging starts again. */
  viewKey?: string;
}

const NO_ROWS: readonly never[] = [];

/** Paging, sort and search of a table, where a new search or sort starts again at the first page. */
function useTableState(pageSize: number, viewKey: string | undefined) {
  const [paging, setPaging] = useState<DataTablePaging>({ pageIndex: 0, pageSize });
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<DataTableSort | null>(null);
  // Another view may not have the sorted column: reset while rendering, before anything is asked for.
  const [shownView, setShownView] = useState(viewKey);
  if (shownView !== viewKey) {
    setShownView(viewKey);
    setSortState(null);
    setPaging((p) => ({ ...p, pageIndex: 0 }));
  }
  const setSearch = useCallback((text: string) => {
    setSearchState(text);
    setPaging((p) => ({ ...p, pageIndex: 0 }));
  }, []);
  const setSort = useCallback((next: DataTableSort | null) => {
    setSortState(next);
    setPaging((p) => ({ ...p, pageIndex: 0 }));
  }, []);
  return { paging, setPaging, search, setSearch, sort, setSort };
}

/**
 * A server-paged table (spec 2 §9): the page, its size, the sort and the search (the settled text
 * of a DebouncedSearchField, which waits TABLE_SEARCH_DEBOUNCE_MS) become one ServerTableQuery;
 * a new search or sort goes back to page 1; the previous page stays on screen while the next
 * loads; a failed load shows its message. `table` is what DataTable takes.
 */
export function useServerTable<TData, R>(options: ServerTableOptions<TData, R>) {
  const { fetchPage, pageOf, enabled = true } = options;
  const state = useTableState(options.pageSize ?? TABLE_PAGE_SIZE, options.viewKey);
  const { paging, search, sort } = state;
  const tableQuery = useMemo<ServerTableQuery>(
    () => ({ page: paging.pageIndex + 1, itemsPerPage: paging.pageSize, search, sortBy: sort?.id, sortDescending: sort?.desc }),
    [paging, search, sort],
  );
  const query = useQuery({
    queryKey: [...options.queryKey, tableQuery],
    queryFn: ({ signal }) => fetchPage(tableQuery, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
  useEffect(() => {
    if (query.error) showErrorOf(query.error);
  }, [query.error]);

  const page = query.data === undefined ? undefined : pageOf(query.data);
  const rows = (page?.rows ?? NO_ROWS) as R[];
  return {
    ...state,
    query,
    tableQuery,
    rows,
    table: {
      data: rows,
      rowCount: page?.totalItems ?? 0,
      loading: query.isLoading,
      fetching: query.isFetching && !query.isLoading,
      paging,
      onPagingChange: state.setPaging,
      pageSizeOptions: options.pageSizeOptions ?? TABLE_PAGE_SIZE_OPTIONS,
      sort,
      onSortChange: state.setSort,
    },
  };
}
