import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ALL_ITEMS,
  EDIT_ACTION_CODE,
  isEditingOn,
  parseReportConfig,
  TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZE_OPTIONS,
  type AdditionalParameters,
  type DashboardItem,
  type ProcessAction,
  type ProcessItem,
} from '@wattle/contract';
import type { DataTablePaging, DataTableSort } from '../../../components/DataTable';
import { confirm, showErrorOf, showOutcome } from '../../../components/notices/noticeStore';
import { refreshDashboard } from '../dashboardApi';
import { exportProcess, runProcessAction, useProcessData } from './processApi';
import { downloadBlob } from '../../../lib/download';
import { texts } from '@wattle/contract';

const CONFIRM_TITLE = texts.dashboard.confirmTitle;

/**
 * The headless controller of a process table (spec 2 §2.2): server paging (keyset where the server
 * offers a cursor), the debounced search resetting to page 1, sort, the selected rows (leaf rows
 * only), the dialog's additional parameters, and the actions with their confirmations.
 */
export function useProcessTable(item: DashboardItem, params: AdditionalParameters = {}) {
  const client = useQueryClient();
  const [paging, setPagingState] = useState<DataTablePaging>({ pageIndex: 0, pageSize: TABLE_PAGE_SIZE });
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<DataTableSort | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const paramsKey = JSON.stringify(params);

  // Where each loaded page ended, for as long as search, sort, size and parameters stay the same.
  const cursors = useRef(new Map<number, string>());
  const signature = JSON.stringify([search, sort, paging.pageSize, paramsKey]);
  const lastSignature = useRef(signature);
  if (lastSignature.current !== signature) {
    lastSignature.current = signature;
    cursors.current.clear();
  }

  const query = useProcessData(item.id, {
    processCode: item.code,
    page: paging.pageIndex + 1,
    itemsPerPage: paging.pageSize,
    search,
    sortBy: sort?.id,
    sortDescending: sort?.desc,
    params: JSON.parse(paramsKey) as AdditionalParameters,
    after: paging.pageIndex > 0 ? cursors.current.get(paging.pageIndex - 1) : undefined,
  });
  const data = query.data;
  useEffect(() => {
    if (data?.nextCursor && !query.isPlaceholderData) cursors.current.set(paging.pageIndex, data.nextCursor);
  }, [data, query.isPlaceholderData, paging.pageIndex]);
  useEffect(() => {
    if (query.error) showErrorOf(query.error);
  }, [query.error]);

  const config = data?.processConfig;
  const report = useMemo(() => parseReportConfig(config?.reportConfig ?? '{}'), [config?.reportConfig]);
  const keyField = config?.keyField ?? 'key_exception_id';
  const rows = useMemo(() => data?.processItems ?? [], [data]);
  const rowId = useCallback((row: ProcessItem) => String(row[keyField]), [keyField]);
  const selectedRows = useMemo(() => rows.filter((r) => selectedIds.includes(rowId(r))), [rows, selectedIds, rowId]);

  const resetPage = () => setPagingState((p) => ({ ...p, pageIndex: 0 }));
  const setSearch = useCallback((text: string) => {
    setSearchState(text);
    setSelectedIds([]);
    setPagingState((p) => ({ ...p, pageIndex: 0 }));
  }, []);
  const setSort = (next: DataTableSort | null) => {
    setSortState(next);
    resetPage();
  };
  const setPaging = (next: DataTablePaging) => {
    if (next.pageSize !== paging.pageSize) setSelectedIds([]);
    setPagingState(next);
  };

  const editAction = config?.actions.find((a) => a.code === EDIT_ACTION_CODE);
  const canEdit = Boolean(editAction) && isEditingOn(config?.editing) && report.columns.some((c) => c.allowEditing);
  const buttonActions = (config?.actions ?? item.actions).filter((a) => a.code !== EDIT_ACTION_CODE);
  const locked = config?.isLocked ?? item.isLocked;

  /** Runs an action on rows (the selection by default): its confirmation first, then the first answer decides. */
  const run = async (action: ProcessAction, on: readonly ProcessItem[] = selectedRows) => {
    if (action.confirmMessage && !(await confirm(CONFIRM_TITLE, action.confirmMessage))) return false;
    setBusy(true);
    try {
      const messages = await runProcessAction(item.id, action, on, JSON.parse(paramsKey) as AdditionalParameters);
      showOutcome(messages);
      if (messages[0]?.messageType !== 'Success') return false;
      setSelectedIds([]);
      await refreshDashboard(client);
      return true;
    } catch (error) {
      showErrorOf(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const exportAll = async () => {
    setBusy(true);
    try {
      downloadBlob(await exportProcess(item.id, { processCode: item.code, search, sortBy: sort?.id, sortDescending: sort?.desc, params }), `${item.name}.xlsx`);
    } catch (error) {
      showErrorOf(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    item,
    query,
    config,
    report,
    rows,
    rowId,
    paging,
    setPaging,
    // Spec 1 §9: the configured page sizes with the 'all' option (-1) appended.
    pageSizeOptions: [...(config?.pageSizeOptions ?? TABLE_PAGE_SIZE_OPTIONS), ALL_ITEMS],
    search,
    setSearch,
    sort,
    setSort,
    selectedIds,
    setSelectedIds,
    selectedRows,
    buttonActions,
    editAction,
    canEdit,
    locked,
    busy,
    run,
    exportAll,
    refresh: () => refreshDashboard(client),
  };
}

export type ProcessTableController = ReturnType<typeof useProcessTable>;
