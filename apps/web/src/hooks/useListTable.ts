import { useMemo, useState } from 'react';
import type { DataTablePaging } from '../components/DataTable';

const NO_ROWS: readonly never[] = [];

/**
 * A table over a short list the server answers whole (My Activities, the scheduled tasks): paged
 * on the loaded rows, with the one page size as the only choice. No sort or search. Apart from
 * useServerTable so that the dashboard's first screen does not load the server-paged table's code.
 */
export function useListTable<R>(list: readonly R[] | undefined, { pageSize, loading }: { pageSize: number; loading: boolean }) {
  const [paging, setPaging] = useState<DataTablePaging>({ pageIndex: 0, pageSize });
  const all = list ?? NO_ROWS;
  const rows = useMemo(() => all.slice(paging.pageIndex * paging.pageSize, (paging.pageIndex + 1) * paging.pageSize), [all, paging]);
  return {
    paging,
    table: { data: rows, rowCount: all.length, loading, paging, onPagingChange: setPaging, pageSizeOptions: [pageSize] },
  };
}
