import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ALL_ITEMS,
  DIALOG_ACTION_CODES,
  EDIT_ACTION_CODE,
  isEditingOn,
  parseReportConfig,
  TABLE_PAGE_SIZE_OPTIONS,
  type AdditionalParameters,
  type DashboardItem,
  type Message,
  type ProcessAction,
  type ProcessDataResponse,
  type ProcessItem,
} from '@wattle/contract';
import type { DataTablePaging } from '../../../components/DataTable';
import { confirm, showErrorOf, showOutcome } from '../../../components/notices/noticeStore';
import { useServerTable } from '../../../hooks/useServerTable';
import { dashboardKeys, refreshDashboard } from '../dashboardApi';
import { exportProcess, fetchProcessData, runProcessAction } from './processApi';
import { downloadBlob } from '../../../lib/download';
import { texts } from '@wattle/contract';

const CONFIRM_TITLE = texts.dashboard.confirmTitle;

/** An action succeeded when the first message of its answer says so. */
export const succeeded = (messages: readonly Message[]) => messages[0]?.messageType === 'Success';

/**
 * The headless controller of a process table (spec 2 §2.2): server paging (keyset where the server
 * offers a cursor), the debounced search resetting to page 1, sort, the selected rows (leaf rows
 * only), the dialog's additional parameters, and the actions with their confirmations.
 */
export function useProcessTable(item: DashboardItem, params: AdditionalParameters = {}) {
  const client = useQueryClient();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const paramsKey = JSON.stringify(params);
  const parameters = useMemo(() => JSON.parse(paramsKey) as AdditionalParameters, [paramsKey]);

  // Where each loaded page ended, for as long as search, sort, size and parameters stay the same.
  const cursors = useRef(new Map<number, string>());
  const table = useServerTable({
    queryKey: [...dashboardKeys.process(item.id), { processCode: item.code, params: parameters }],
    fetchPage: (list, signal) =>
      fetchProcessData(
        item.id,
        { processCode: item.code, ...list, params: parameters, after: list.page > 1 ? cursors.current.get(list.page - 2) : undefined },
        signal,
      ),
    pageOf: (data: ProcessDataResponse) => ({ rows: data.processItems, totalItems: data.totalItems }),
    viewKey: paramsKey,
  });
  const { query, paging, search, sort, setSearch: setTableSearch, setPaging: setTablePaging } = table;
  const signature = JSON.stringify([search, sort, paging.pageSize, paramsKey]);
  const lastSignature = useRef(signature);
  if (lastSignature.current !== signature) {
    lastSignature.current = signature;
    cursors.current.clear();
  }
  const data = query.data;
  useEffect(() => {
    if (data?.nextCursor && !query.isPlaceholderData) cursors.current.set(paging.pageIndex, data.nextCursor);
  }, [data, query.isPlaceholderData, paging.pageIndex]);

  const config = data?.processConfig;
  const report = useMemo(() => parseReportConfig(config?.reportConfig ?? '{}'), [config?.reportConfig]);
  const keyField = config?.keyField ?? 'key_exception_id';
  const rows = table.rows;
  const rowId = useCallback((row: ProcessItem) => String(row[keyField]), [keyField]);
  const selectedRows = useMemo(() => rows.filter((r) => selectedIds.includes(rowId(r))), [rows, selectedIds, rowId]);

  const setSearch = useCallback(
    (text: string) => {
      setTableSearch(text);
      setSelectedIds([]);
    },
    [setTableSearch],
  );
  const setPaging = (next: DataTablePaging) => {
    if (next.pageSize !== paging.pageSize) setSelectedIds([]);
    setTablePaging(next);
  };

  const editAction = config?.actions.find((a) => a.code === EDIT_ACTION_CODE);
  const canEdit = Boolean(editAction) && isEditingOn(config?.editing) && report.columns.some((c) => c.allowEditing);
  const buttonActions = (config?.actions ?? item.actions).filter((a) => !DIALOG_ACTION_CODES.includes(a.code));
  const locked = config?.isLocked ?? item.isLocked;

  /** Sends an action for rows, without confirmation or outcome (the Edit dialog shows those itself). */
  const send = (action: ProcessAction, on: readonly ProcessItem[]) => runProcessAction(item.id, action, on, parameters);
  /** After an action that succeeded: the selection is let go and the dashboard reloaded. */
  const afterSuccess = async () => {
    setSelectedIds([]);
    await refreshDashboard(client);
  };

  /** Runs an action on rows (the selection by default): its confirmation first, then the first answer decides. */
  const run = async (action: ProcessAction, on: readonly ProcessItem[] = selectedRows) => {
    if (action.confirmMessage && !(await confirm(CONFIRM_TITLE, action.confirmMessage))) return false;
    setBusy(true);
    try {
      const messages = await send(action, on);
      showOutcome(messages);
      if (!succeeded(messages)) return false;
      await afterSuccess();
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
    table: table.table,
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
    setSort: table.setSort,
    selectedIds,
    setSelectedIds,
    selectedRows,
    buttonActions,
    editAction,
    canEdit,
    locked,
    busy,
    send,
    afterSuccess,
    run,
    exportAll,
    refresh: () => refreshDashboard(client),
  };
}

export type ProcessTableController = ReturnType<typeof useProcessTable>;
