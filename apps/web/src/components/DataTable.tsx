import { alpha, type Theme } from '@mui/material/styles';
import { MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_RowData, type MRT_Updater } from 'material-react-table';
import { lazy, Suspense, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { ALL_ITEMS, TABLE_PAGE_SIZE_OPTIONS, texts, type RowColour } from '@wattle/contract';
import { usePhoneScreen } from '../hooks/useScreenQuery';
import type { RowCards as RowCardsView } from './RowCards';

/** Only phones show rows as cards: their code loads there, not on every first screen. */
const RowCards = lazy(() => import('./RowCards').then((m) => ({ default: m.RowCards }))) as unknown as typeof RowCardsView;

export interface DataTablePaging {
  pageIndex: number;
  pageSize: number;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

interface DataTableSelection {
  ids: readonly string[];
  /** Several rows (checkboxes with select-all) or one. */
  multiple: boolean;
  onChange: (ids: string[]) => void;
}

export interface DataTableProps<T extends MRT_RowData> {
  columns: MRT_ColumnDef<T>[];
  data: T[];
  /** All matching rows on the server (paging is done there). */
  rowCount: number;
  /** Row ids (the key column's value; the index for sections without one). */
  getRowId: (row: T, index: number) => string;
  loading?: boolean;
  /** A refetch is under way (a thin progress bar, the rows stay). */
  fetching?: boolean;
  paging: DataTablePaging;
  onPagingChange: (paging: DataTablePaging) => void;
  /** Page sizes to choose from; ALL_ITEMS (-1) is the 'All' choice. */
  pageSizeOptions?: readonly number[];
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Highlighting: the highlighted row's id and what a click does; leave out for tables without it. */
  highlightedId?: string | null;
  onRowClick?: (row: T) => void;
  selection?: DataTableSelection;
  /** Content under an expanded row; leave out for tables without expansion. */
  renderExpansion?: (row: T) => ReactNode;
  rowColour?: (row: T) => RowColour | null;
  toolbar?: ReactNode;
  /** What an empty table says (default 'No records to display'). */
  emptyText?: string;
  /** Pages longer than this render only the rows in view. */
  virtualizeFrom?: number;
  /** Groups the loaded page's rows by these columns under collapsible headers (only rows can be selected, never a group). */
  groupBy?: readonly string[];
  /** Groups start collapsed instead of open. */
  groupsCollapsed?: boolean;
  /** Every row on one page, without the paging bar (short lists the caller answers whole). */
  unpaged?: boolean;
  /** Rows can be dragged by a handle: a drop moves the row at `from` to `to` (indexes in `data`). */
  onRowMove?: (from: number, to: number) => void;
  /**
   * The columns (ids) a row's card shows at phone width, as its section or process marks them;
   * none marked: the first ROW_CARD_DEFAULT_FIELDS columns of values.
   */
  cardColumns?: readonly string[];
}

const NO_CARD_COLUMNS: readonly string[] = [];

const COLOURS: Record<RowColour, (theme: Theme) => string> = {
  red: (theme) => theme.palette.error.main,
  green: (theme) => theme.palette.success.dark,
  blue: (theme) => theme.palette.info.dark,
};

/**
 * The one look of a chosen row in every table, whether highlighted by a click or checked: a tint of
 * the primary colour with a bar on its left edge. material-react-table paints every row's
 * background with `!important` (and tints only checked rows' cells), so the row sets its own.
 */
const selectedRowSx = (theme: Theme) => ({
  backgroundColor: `${alpha(theme.palette.primary.main, 0.16)} !important`,
  boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
});
/** Keyboard focus on any cell of a row outlines the whole row. */
const focusedRowSx = (theme: Theme) => ({ '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } });

/** Enter or Space on a focused cell of a clickable row (not on a control inside it) clicks the row. */
const clickOnKey = (onClick: () => void) => (event: KeyboardEvent<HTMLElement>) => {
  if ((event.key === 'Enter' || event.key === ' ') && (event.target as HTMLElement).tagName === 'TD') {
    event.preventDefault();
    onClick();
  }
};

const apply = <S,>(updater: MRT_Updater<S>, old: S): S => (typeof updater === 'function' ? (updater as (o: S) => S)(old) : updater);

/**
 * The shared server-paged table (material-react-table): paging with the spec's page sizes, sorting,
 * highlight, selection, expansion, row colours and virtualised rows for long pages. No client-side
 * filtering: the caller fetches what the paging, sort and its own search ask for.
 */
export function DataTable<T extends MRT_RowData>(props: DataTableProps<T>) {
  const { columns, data, rowCount, getRowId, paging, onPagingChange, sort, onSortChange, highlightedId, onRowClick, selection } = props;
  const phone = usePhoneScreen();
  const rowSelection = useMemo(() => Object.fromEntries((selection?.ids ?? []).map((id) => [id, true])), [selection?.ids]);
  const leafIds = useMemo(() => new Set(data.map((row, index) => getRowId(row, index))), [data, getRowId]);
  const grouping = useMemo(() => [...(props.groupBy ?? [])], [props.groupBy]);
  const sorting = sort ? [sort] : [];
  const pageSizes = props.pageSizeOptions ?? TABLE_PAGE_SIZE_OPTIONS;
  // 'All' is one page of every row. The table itself cannot hold a page size of -1, so it is
  // given a page as long as the rows, and the size choice goes straight to the caller.
  const showsAll = paging.pageSize === ALL_ITEMS;
  const tablePaging = showsAll ? { pageIndex: 0, pageSize: Math.max(rowCount, 1) } : paging;

  const table = useMaterialReactTable<T>({
    columns,
    data,
    getRowId: (row, index) => getRowId(row, index),
    rowCount,
    manualPagination: true,
    manualSorting: true,
    enableSorting: Boolean(onSortChange),
    enableGlobalFilter: false,
    enableColumnFilters: false,
    enableColumnActions: false,
    // Grouping is set by the caller, never dragged: no drag handle takes a header's room.
    enableColumnDragging: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    // A group's checkbox ticks its rows (a building's accounts); only rows are selected (leafIds).
    enableRowSelection: selection ? (row) => Boolean(selection.multiple) || !row.getIsGrouped() : false,
    enableGrouping: grouping.length > 0,
    enableRowOrdering: Boolean(props.onRowMove),
    muiRowDragHandleProps: props.onRowMove
      ? ({ table: dragged }) => ({
          onDragEnd: () => {
            const { draggingRow, hoveredRow } = dragged.getState();
            if (draggingRow && hoveredRow && typeof hoveredRow.index === 'number') props.onRowMove!(draggingRow.index, hoveredRow.index);
          },
        })
      : undefined,
    // Groups open expanded unless asked (a table whose grouping changes is remounted by its caller).
    initialState: grouping.length > 0 ? { expanded: props.groupsCollapsed ? {} : true } : undefined,
    enablePagination: !props.unpaged,
    enableMultiRowSelection: selection?.multiple ?? false,
    enableSelectAll: selection?.multiple ?? false,
    // 'all' reckons the rows (the page the server sent), not the page's group rows, which are never selected themselves.
    selectAllMode: 'all',
    positionToolbarAlertBanner: 'none',
    // The row carries the tint (selectedRowSx): the cells of a checked row add none of their own.
    mrtTheme: (theme) => ({ selectedRowBackgroundColor: alpha(theme.palette.primary.main, 0) }),
    // Only the rows in view are rendered, so 500 or 1000 rows a page stay smooth. material-react-table
    // reads this flag once, so it is on for every page size.
    enableRowVirtualization: true,
    renderDetailPanel: props.renderExpansion ? ({ row }) => props.renderExpansion!(row.original) : undefined,
    renderTopToolbarCustomActions: props.toolbar ? () => props.toolbar : undefined,
    localization: { noRecordsToDisplay: props.emptyText ?? texts.common.noRecords },
    state: {
      pagination: tablePaging,
      sorting,
      rowSelection,
      grouping,
      isLoading: props.loading ?? false,
      showProgressBars: props.fetching ?? false,
    },
    onPaginationChange: (updater) => {
      if (!showsAll) onPagingChange(apply(updater, paging));
    },
    onSortingChange: (updater) => onSortChange?.(apply(updater, sorting)[0] ?? null),
    onRowSelectionChange: (updater) =>
      selection?.onChange(
        Object.entries(apply(updater, rowSelection))
          .filter(([id, on]) => on && leafIds.has(id))
          .map(([id]) => id),
      ),
    // A single page size is no choice: the selector is left out.
    muiPaginationProps: {
      rowsPerPageOptions: pageSizes.map((size) => ({ value: size, label: size === ALL_ITEMS ? texts.common.allRows : String(size) })),
      showRowsPerPage: pageSizes.length > 1,
      SelectProps: { value: paging.pageSize, onChange: (event) => onPagingChange({ pageIndex: 0, pageSize: Number(event.target.value) }) },
    },
    muiTableContainerProps: { sx: { maxHeight: '70vh' } },
    // A long header wraps between its words instead of being cut to 'Accou…'.
    muiTableHeadCellProps: { sx: { '& .Mui-TableHeadCell-Content-Wrapper': { whiteSpace: 'normal', overflowWrap: 'normal' } } },
    muiTableBodyRowProps: ({ row, isDetailPanel }) => {
      // The expansion under a row is a row of its own: it carries no id and no click.
      if (isDetailPanel) return {};
      const id = row.id;
      const colour = props.rowColour?.(row.original) ?? null;
      const highlighted = highlightedId != null && id === highlightedId;
      const click = onRowClick ? () => onRowClick(row.original) : undefined;
      return {
        onClick: click,
        onKeyDown: click ? clickOnKey(click) : undefined,
        selected: highlighted,
        'aria-selected': onRowClick ? highlighted : undefined,
        'data-row-id': id,
        'data-highlighted': highlighted ? 'true' : undefined,
        'data-row-colour': colour ?? undefined,
        sx: (theme: Theme) => ({
          cursor: onRowClick ? 'pointer' : undefined,
          ...focusedRowSx(theme),
          ...(highlighted || row.getIsSelected() ? selectedRowSx(theme) : {}),
          ...(colour ? { '& td': { color: COLOURS[colour](theme) } } : {}),
        }),
      } as object;
    },
  });

  if (phone) {
    return (
      <Suspense fallback={null}>
        <RowCards<T>
          table={table}
          cardColumns={props.cardColumns ?? NO_CARD_COLUMNS}
          highlightedId={highlightedId}
          onRowClick={onRowClick}
          colourOf={(row) => {
            const colour = props.rowColour?.(row) ?? null;
            return colour ? COLOURS[colour] : null;
          }}
          chosenSx={selectedRowSx}
          renderExpansion={props.renderExpansion}
          empty={data.length === 0}
          emptyText={props.emptyText ?? texts.common.noRecords}
        />
      </Suspense>
    );
  }
  return <MaterialReactTable table={table} />;
}
