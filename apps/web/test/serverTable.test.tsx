import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS, TABLE_SEARCH_DEBOUNCE_MS, texts } from '@wattle/contract';
import { ApiError } from '../src/api/ApiError';
import { DebouncedSearchField } from '../src/components/DebouncedSearchField';
import { useNoticeStore } from '../src/components/notices/noticeStore';
import { useListTable } from '../src/hooks/useListTable';
import { useServerTable, type ServerTableQuery } from '../src/hooks/useServerTable';

interface Page {
  items: string[];
  total: number;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
);

/** A fetch whose answers the test releases one by one. */
function controlledFetch() {
  const pending: { query: ServerTableQuery; resolve: (page: Page) => void; reject: (error: unknown) => void }[] = [];
  const fetchPage = vi.fn(
    (query: ServerTableQuery) =>
      new Promise<Page>((resolve, reject) => {
        pending.push({ query, resolve, reject });
      }),
  );
  return { fetchPage, pending };
}

const pageOf = (data: Page) => ({ rows: data.items, totalItems: data.total });
const queries = (fetchPage: ReturnType<typeof controlledFetch>['fetchPage']) => fetchPage.mock.calls.map(([query]) => query);

describe('useServerTable', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the first page of the contract page size, and shows loading until it is in', async () => {
    const { fetchPage, pending } = controlledFetch();
    const { result } = renderHook(() => useServerTable({ queryKey: ['t'], fetchPage, pageOf }), { wrapper });

    expect(result.current.table.loading).toBe(true);
    expect(result.current.table.pageSizeOptions).toEqual(TABLE_PAGE_SIZE_OPTIONS);
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.query).toEqual({ page: 1, itemsPerPage: TABLE_PAGE_SIZE, search: '', sortBy: undefined, sortDescending: undefined });

    act(() => pending[0]!.resolve({ items: ['a', 'b'], total: 120 }));
    await waitFor(() => expect(result.current.table.loading).toBe(false));
    expect(result.current.table.data).toEqual(['a', 'b']);
    expect(result.current.table.rowCount).toBe(120);
  });

  it('an empty answer is no rows, not loading', async () => {
    const { fetchPage, pending } = controlledFetch();
    const { result } = renderHook(() => useServerTable({ queryKey: ['t'], fetchPage, pageOf }), { wrapper });
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.resolve({ items: [], total: 0 }));
    await waitFor(() => expect(result.current.table.loading).toBe(false));
    expect(result.current.table.data).toEqual([]);
    expect(result.current.table.rowCount).toBe(0);
  });

  it('keeps the page on screen while the next loads; a new sort or search starts again at page 1', async () => {
    const { fetchPage, pending } = controlledFetch();
    const { result } = renderHook(() => useServerTable({ queryKey: ['t'], fetchPage, pageOf, pageSize: 100 }), { wrapper });
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.resolve({ items: ['page 1'], total: 500 }));
    await waitFor(() => expect(result.current.table.data).toEqual(['page 1']));

    act(() => result.current.table.onPagingChange({ pageIndex: 2, pageSize: 100 }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]!.query).toMatchObject({ page: 3, itemsPerPage: 100 });
    expect(result.current.table.data).toEqual(['page 1']);
    expect(result.current.table.fetching).toBe(true);
    act(() => pending[1]!.resolve({ items: ['page 3'], total: 500 }));
    await waitFor(() => expect(result.current.table.data).toEqual(['page 3']));
    expect(result.current.table.fetching).toBe(false);

    act(() => result.current.table.onSortChange({ id: 'name', desc: true }));
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(pending[2]!.query).toEqual({ page: 1, itemsPerPage: 100, search: '', sortBy: 'name', sortDescending: true });
    expect(result.current.paging.pageIndex).toBe(0);

    act(() => result.current.table.onPagingChange({ pageIndex: 1, pageSize: 100 }));
    act(() => result.current.setSearch('smith'));
    await waitFor(() => expect(queries(fetchPage).at(-1)).toEqual({ page: 1, itemsPerPage: 100, search: 'smith', sortBy: 'name', sortDescending: true }));
  });

  it('drops the sort and goes back to page 1 when it shows another view, before asking for it', async () => {
    const { fetchPage, pending } = controlledFetch();
    const { result, rerender } = renderHook(({ view }) => useServerTable({ queryKey: ['t', view], fetchPage, pageOf, viewKey: view }), {
      wrapper,
      initialProps: { view: 'Exceptions' },
    });
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => result.current.table.onSortChange({ id: 'has_exceptions', desc: true }));
    act(() => result.current.table.onPagingChange({ pageIndex: 1, pageSize: TABLE_PAGE_SIZE }));
    await waitFor(() => expect(queries(fetchPage).at(-1)).toMatchObject({ page: 2, sortBy: 'has_exceptions' }));

    const asked = fetchPage.mock.calls.length;
    rerender({ view: 'Details' });
    await waitFor(() => expect(result.current.table.sort).toBeNull());
    await waitFor(() => expect(fetchPage.mock.calls.length).toBeGreaterThan(asked));
    // The new view is never asked for with the old view's sort or page.
    expect(queries(fetchPage).slice(asked)).toEqual([{ page: 1, itemsPerPage: TABLE_PAGE_SIZE, search: '', sortBy: undefined, sortDescending: undefined }]);
  });

  it('shows the message of a failed load', async () => {
    const { fetchPage, pending } = controlledFetch();
    renderHook(() => useServerTable({ queryKey: ['t'], fetchPage, pageOf }), { wrapper });
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.reject(new ApiError(400, [{ message: 'Bad sort column', messageType: 'Error' }])));
    await waitFor(() => expect(useNoticeStore.getState().popup).toMatchObject({ kind: 'error', message: 'Bad sort column' }));
  });

  it('searches with the settled text of the search box, after the contract debounce', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchPage, pending } = controlledFetch();
    function Table() {
      const table = useServerTable({ queryKey: ['t'], fetchPage, pageOf });
      return <DebouncedSearchField label={texts.sections.search} onSearch={table.setSearch} />;
    }
    render(<Table />, { wrapper });
    await waitFor(() => expect(pending).toHaveLength(1));

    fireEvent.change(screen.getByLabelText(texts.sections.search), { target: { value: '  smi' } });
    fireEvent.change(screen.getByLabelText(texts.sections.search), { target: { value: '  smith ' } });
    await act(() => vi.advanceTimersByTimeAsync(TABLE_SEARCH_DEBOUNCE_MS / 2));
    expect(queries(fetchPage).map((q) => q.search)).toEqual(['']);

    // Once typing has paused: one search, with the trimmed text, never the half-typed one.
    await act(() => vi.advanceTimersByTimeAsync(TABLE_SEARCH_DEBOUNCE_MS / 2));
    await waitFor(() => expect(queries(fetchPage).map((q) => q.search)).toEqual(['', 'smith']));
  });
});

describe('useListTable', () => {
  it('pages a whole list by the given size, with that size as the only choice', () => {
    const list = Array.from({ length: 23 }, (_, i) => i);
    const { result } = renderHook(() => useListTable(list, { pageSize: 10, loading: false }));
    expect(result.current.table.data).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.current.table.rowCount).toBe(23);
    expect(result.current.table.pageSizeOptions).toEqual([10]);
    act(() => result.current.table.onPagingChange({ pageIndex: 2, pageSize: 10 }));
    expect(result.current.table.data).toEqual([20, 21, 22]);
  });

  it('is empty and loading before the list is in', () => {
    const { result } = renderHook(() => useListTable<number>(undefined, { pageSize: 10, loading: true }));
    expect(result.current.table).toMatchObject({ data: [], rowCount: 0, loading: true });
  });
});
