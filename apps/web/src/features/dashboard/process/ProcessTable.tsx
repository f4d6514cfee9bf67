import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo, useState, type ReactNode } from 'react';
import type { ProcessItem } from '@wattle/contract';
import { DataTable } from '../../../components/DataTable';
import { useValueFormats } from '../../../sections/useValueFormats';
import { EditRowDialog } from './EditRowDialog';
import { cardColumns, contentWidth } from './columnSizes';
import { columnTotal, EditRowButton, ProcessCell, textOf, type CellTemplate } from './processCells';
import { succeeded, type ProcessTableController } from './useProcessTable';

export interface ProcessTableProps {
  controller: ProcessTableController;
  /** Templates of the special dialogs' cells, by template name. */
  templates?: Readonly<Record<string, CellTemplate>>;
  /**
   * Columns a special dialog adds (row buttons): first, after the Edit column, so that they keep
   * their place whether rows are grouped or not and never scroll out of view.
   */
  extraColumns?: MRT_ColumnDef<ProcessItem>[];
  toolbar: ReactNode;
}

const NO_TEMPLATES: Readonly<Record<string, CellTemplate>> = {};

/**
 * A process's rows (spec 2 §2.2): the shown columns of its report config in their formats and
 * templates, page totals, multi-select of rows (never group headers), grouping from
 * groupSettings under collapsible headers, and the Edit column when editing is on.
 */
export function ProcessTable({ controller, templates = NO_TEMPLATES, extraColumns, toolbar }: ProcessTableProps) {
  const c = controller;
  const formats = useValueFormats();
  const [editing, setEditing] = useState<ProcessItem | null>(null);
  const shown = useMemo(() => c.report.columns.filter((col) => col.visible && !col.excel_only), [c.report.columns]);
  const onCard = useMemo(() => cardColumns(shown), [shown]);
  const groupBy = useMemo(() => c.report.groupSettings.groupedColumns.filter((g) => shown.some((col) => col.field === g)), [c.report.groupSettings, shown]);

  const columns = useMemo<MRT_ColumnDef<ProcessItem>[]>(() => {
    const own: MRT_ColumnDef<ProcessItem>[] = shown.map((column) => ({
      id: column.field,
      header: column.headerText,
      size: contentWidth(column, c.rows, formats),
      accessorFn: (row) => textOf(row[column.field]),
      Cell: ({ row }) => <ProcessCell row={row.original} column={column} formats={formats} templates={templates} />,
      GroupedCell: ({ row }) => <>{textOf(row.original[column.field]) || '—'}</>,
      Footer: column.showTotal ? () => <strong>{columnTotal(c.rows, column, formats)}</strong> : undefined,
      muiTableHeadCellProps: column.tooltip ? { title: column.tooltip } : undefined,
    }));
    const edit: MRT_ColumnDef<ProcessItem>[] = c.canEdit
      ? [
          {
            id: 'edit-row',
            header: '',
            size: 56,
            enableSorting: false,
            enableGrouping: false,
            Cell: ({ row }) => <EditRowButton onClick={() => setEditing(row.original)} />,
          },
        ]
      : [];
    return [...edit, ...(extraColumns ?? []), ...own];
  }, [shown, formats, templates, c.rows, c.canEdit, extraColumns]);

  return (
    <>
      <DataTable<ProcessItem>
        // Grouping is read once when the table mounts: a change of grouping mounts a new table.
        key={groupBy.join(',')}
        columns={columns}
        {...c.table}
        getRowId={c.rowId}
        fetching={c.table.fetching || c.busy}
        onPagingChange={c.setPaging}
        pageSizeOptions={c.pageSizeOptions}
        selection={{ ids: c.selectedIds, multiple: true, onChange: c.setSelectedIds }}
        groupBy={groupBy}
        cardColumns={onCard}
        toolbar={toolbar}
      />
      {editing && c.editAction ? (
        <EditRowDialog
          row={editing}
          columns={c.report.columns}
          title={c.item.name}
          onClose={() => setEditing(null)}
          save={(row) => c.send(c.editAction!, [row])}
          isSaved={succeeded}
          onSaved={async () => {
            await c.afterSuccess();
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}
