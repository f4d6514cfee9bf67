import type { MRT_ColumnDef } from 'material-react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { texts, type SectionDataResponse, type SectionRow } from '@wattle/contract';
import { columnWidth } from '../../components/columnWidth';
import { DataTable } from '../../components/DataTable';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { useServerTable } from '../../hooks/useServerTable';
import { PreviewDialog, type PreviewTarget } from '../preview/PreviewDialog';
import { useSection } from '../SectionContext';
import { canHighlightRows, canSelectManyRows, canSelectRows, cardFields, expansionFields, shownFields, shownValue } from '../sectionRules';
import { fetchSectionData, sectionKeys } from '../sectionsApi';
import { shownText } from '../formatValue';
import { useValueFormats } from '../useValueFormats';
import { RowExpansion } from './RowExpansion';
import { SectionCell } from './SectionCell';

const rowId = (row: SectionRow, index: number) => row.key ?? `row-${index}`;

/**
 * A DataGrid section (spec 3 §2.5): server-paged rows with the search box, highlight (which child
 * sections follow), selection for deletes, expansion, row colours, and image/document preview.
 */
export function SectionTable() {
  const controller = useSection();
  const { section, highlighted, setHighlighted, selected, setSelected, setListRequest } = controller;
  const formats = useValueFormats();
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);

  const table = useServerTable({
    queryKey: [...sectionKeys.data(section.id), controller.parameters],
    fetchPage: (list, signal) => fetchSectionData(section.id, controller.parameters, list, signal),
    pageOf: (data: SectionDataResponse) => ({ rows: data.rows, totalItems: data.totalItems }),
  });
  const { query, rows, search, sort } = table;

  useEffect(() => setListRequest({ search, sortBy: sort?.id, sortDescending: sort?.desc }), [search, sort, setListRequest]);
  // A highlighted or checked row that is gone after a reload (deleted) is let go.
  useEffect(() => {
    if (!query.data || query.isPlaceholderData) return;
    const keys = new Set(rows.map((r) => r.key));
    if (highlighted && !keys.has(highlighted.key)) setHighlighted(null);
    if (selected.some((r) => !keys.has(r.key))) setSelected(selected.filter((r) => keys.has(r.key)));
  }, [rows, query.data, query.isPlaceholderData, highlighted, selected, setHighlighted, setSelected]);

  const expansion = useMemo(() => expansionFields(section), [section]);
  const onCard = useMemo(() => cardFields(section).map((f) => f.name), [section]);
  const columns = useMemo<MRT_ColumnDef<SectionRow>[]>(
    () =>
      shownFields(section).map((field) => ({
        id: field.name,
        header: field.prompt,
        size: columnWidth(
          field.prompt,
          rows.map((row) => shownText(row, field, formats)),
        ),
        accessorFn: (row) => shownValue(row, field.name) ?? '',
        Cell: ({ row }) => <SectionCell field={field} row={row.original} formats={formats} onPreview={setPreview} />,
      })),
    [section, formats, rows],
  );

  const highlight = canHighlightRows(section);
  const selectable = canSelectRows(section);
  return (
    <>
      <DataTable<SectionRow>
        columns={columns}
        {...table.table}
        getRowId={rowId}
        highlightedId={highlight ? (highlighted?.key ?? null) : undefined}
        onRowClick={highlight ? setHighlighted : undefined}
        selection={
          selectable
            ? {
                ids: selected.flatMap((r) => (r.key ? [r.key] : [])),
                multiple: canSelectManyRows(section),
                onChange: (ids) => setSelected(rows.filter((r) => r.key && ids.includes(r.key))),
              }
            : undefined
        }
        renderExpansion={expansion.length ? (row) => <RowExpansion fields={expansion} row={row} formats={formats} /> : undefined}
        rowColour={(row) => row.colour}
        cardColumns={onCard}
        emptyText={texts.sections.noRows}
        toolbar={<DebouncedSearchField label={texts.sections.search} onSearch={table.setSearch} />}
      />
      {preview ? <PreviewDialog target={preview} onClose={closePreview} /> : null}
    </>
  );
}
