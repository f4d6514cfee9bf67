import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import {
  MRT_BottomToolbar,
  MRT_SelectCheckbox,
  MRT_TableBodyCellValue,
  MRT_TopToolbar,
  type MRT_Cell,
  type MRT_Row,
  type MRT_RowData,
  type MRT_TableInstance,
} from 'material-react-table';
import { Fragment, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ROW_CARD_DEFAULT_FIELDS, texts } from '@wattle/contract';

/** The colour a row's values are painted in, if any. */
type Colour = ((theme: Theme) => string) | null;

interface RowCardsProps<T extends MRT_RowData> {
  table: MRT_TableInstance<T>;
  /** Ids of the columns every card shows (none: the first ROW_CARD_DEFAULT_FIELDS); the row's other columns show under More. */
  cardColumns: readonly string[];
  highlightedId?: string | null;
  onRowClick?: (row: T) => void;
  /** The colour of a row's values (red, green, blue rows), as the table paints them. */
  colourOf: (row: T) => Colour;
  /** The look of a chosen row (highlighted or checked), the same as the table's. */
  chosenSx: (theme: Theme) => object;
  renderExpansion?: (row: T) => ReactNode;
  /** The caller has no rows (while loading, the table fills its rows with placeholders: they are not cards). */
  empty: boolean;
  emptyText: string;
}

/** A column that shows a value of the row (not a button column or one of the table's own). */
const isValue = <T extends MRT_RowData>(cell: MRT_Cell<T>) => Boolean(cell.column.accessorFn);
/** A column of buttons for the row (Edit, a dialog's row buttons): always on the card. */
const isRowAction = <T extends MRT_RowData>(cell: MRT_Cell<T>) => !isValue(cell) && !cell.column.id.startsWith('mrt-');
const headerOf = <T extends MRT_RowData>(cell: MRT_Cell<T>) => String(cell.column.columnDef.header);

/** A control inside the card (checkbox, button, link) does its own thing: the card's click is not also run. */
const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

function Fields<T extends MRT_RowData>({ cells, table, colour }: { cells: MRT_Cell<T>[]; table: MRT_TableInstance<T>; colour: Colour }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, m: 0, minWidth: 0, flex: 1 }}
    >
      {cells.map((cell) => (
        <Fragment key={cell.id}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: '2px' }}>
            {headerOf(cell)}
          </Typography>
          {/* Values wrap (long descriptions, account numbers) rather than pushing the card sideways. */}
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', color: colour ?? undefined }}>
            <MRT_TableBodyCellValue cell={cell} table={table} />
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

function RowCard<T extends MRT_RowData>(props: RowCardsProps<T> & { row: MRT_Row<T> }) {
  const { row, table, cardColumns, highlightedId, onRowClick, renderExpansion } = props;
  const [open, setOpen] = useState(false);
  const cells = row.getVisibleCells();
  const values = cells.filter(isValue);
  const marked = cardColumns.flatMap((id) => values.filter((cell) => cell.column.id === id));
  // None marked (or none of them shown, as a user's column settings may hide them): the first columns of values.
  const shown = marked.length ? marked : values.slice(0, ROW_CARD_DEFAULT_FIELDS);
  const others = values.filter((cell) => !shown.includes(cell));
  const actions = cells.filter(isRowAction);
  const hasMore = others.length > 0 || Boolean(renderExpansion);
  const highlighted = highlightedId != null && row.id === highlightedId;
  const colour = props.colourOf(row.original);
  const click = onRowClick ? () => onRowClick(row.original) : undefined;
  const selectable = table.options.enableRowSelection !== false && row.getCanSelect();
  return (
    <Card
      variant="outlined"
      role="listitem"
      data-row-id={row.id}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-current={onRowClick && highlighted ? 'true' : undefined}
      tabIndex={click ? 0 : undefined}
      onClick={click}
      onKeyDown={
        click
          ? (event) => {
              if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
                event.preventDefault();
                click();
              }
            }
          : undefined
      }
      sx={(theme) => ({
        cursor: click ? 'pointer' : undefined,
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        ...(highlighted || row.getIsSelected() ? props.chosenSx(theme) : {}),
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', p: 1.5, pl: selectable ? 0.5 : 1.5 }}>
        {selectable ? <MRT_SelectCheckbox row={row} table={table} sx={{ mt: -0.75 }} /> : null}
        <Fields cells={open ? [...shown, ...others] : shown} table={table} colour={colour} />
      </Stack>
      {open && renderExpansion ? <Box sx={{ px: 1.5, pb: 1 }}>{renderExpansion(row.original)}</Box> : null}
      {actions.length || hasMore ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', px: 1, pb: 1 }} onClick={stop} onKeyDown={stop}>
          {actions.map((cell) => (
            <MRT_TableBodyCellValue key={cell.id} cell={cell} table={table} />
          ))}
          {hasMore ? (
            <Button
              size="small"
              sx={{ ml: 'auto' }}
              aria-expanded={open}
              endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              onClick={() => setOpen(!open)}
            >
              {open ? texts.rowCards.fewerFields : texts.rowCards.moreFields}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}

/** A group of rows (grouped by a column): its value and size; a click opens or closes it. */
function GroupHeader<T extends MRT_RowData>({ row }: { row: MRT_Row<T> }) {
  const value = row.groupingValue;
  const name = typeof value === 'string' || typeof value === 'number' ? String(value) || '—' : '—';
  return (
    <Box role="listitem">
      <Button
        fullWidth
        color="inherit"
        aria-expanded={row.getIsExpanded()}
        startIcon={row.getIsExpanded() ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => row.toggleExpanded()}
        sx={{ justifyContent: 'flex-start', fontWeight: 600, pl: 2 * row.depth + 1 }}
      >
        {texts.rowCards.groupRows(name, row.getLeafRows().length)}
      </Button>
    </Box>
  );
}

/** Sorting without column headers: the column to sort by and its direction. */
function SortChoice<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const sortable = table.getAllLeafColumns().filter((column) => column.accessorFn && column.getCanSort());
  const current = table.getState().sorting[0];
  if (sortable.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, pb: 1 }}>
      <TextField
        select
        size="small"
        label={texts.rowCards.sortBy}
        value={current?.id ?? ''}
        onChange={(event) => table.setSorting(event.target.value ? [{ id: event.target.value, desc: current?.desc ?? false }] : [])}
        sx={{ minWidth: 0, flex: 1 }}
      >
        <MenuItem value="">—</MenuItem>
        {sortable.map((column) => (
          <MenuItem key={column.id} value={column.id}>
            {String(column.columnDef.header)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={current?.desc ?? false}
            disabled={!current}
            onChange={(event) => current && table.setSorting([{ id: current.id, desc: event.target.checked }])}
          />
        }
        label={texts.rowCards.sortDescending}
      />
    </Stack>
  );
}

/** The page's totals (columns with a footer), under the cards. */
function Totals<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const footers = (table.getFooterGroups()[0]?.headers ?? []).filter((header) => Boolean(header.column.columnDef.Footer));
  if (footers.length === 0) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, px: 1.5, py: 1 }}>
      {footers.map((header) => (
        <Fragment key={header.id}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {String(header.column.columnDef.header)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {typeof header.column.columnDef.Footer === 'function'
              ? header.column.columnDef.Footer({ column: header.column, footer: header, table })
              : header.column.columnDef.Footer}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

/**
 * A table below MUI's `sm` breakpoint (docs/ux.md "Tables on a phone"): each row a card of its
 * important columns (More shows the others and the row's expansion), its checkbox, its row buttons,
 * and a click that highlights it as a row click does; the table's own toolbar, paging and totals
 * stay. Nothing is wider than the phone.
 */
export function RowCards<T extends MRT_RowData>(props: RowCardsProps<T>) {
  const { table } = props;
  const { isLoading } = table.getState();
  const rows = props.empty ? [] : table.getRowModel().rows;
  const multiple = table.options.enableMultiRowSelection !== false && table.options.enableRowSelection !== false;
  return (
    <Box data-testid="row-cards">
      <MRT_TopToolbar table={table} />
      {table.options.enableSorting ? <SortChoice table={table} /> : null}
      {multiple && rows.length > 0 ? (
        <Box sx={{ px: 0.5 }}>
          <FormControlLabel control={<MRT_SelectCheckbox table={table} />} label={texts.rowCards.selectAll} />
        </Box>
      ) : null}
      {rows.length === 0 && isLoading ? <LinearProgress /> : null}
      {rows.length === 0 && !isLoading ? (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {props.emptyText}
        </Typography>
      ) : null}
      {rows.length > 0 ? (
        <Stack role="list" spacing={1} sx={{ p: 1 }}>
          {rows.map((row) => (row.getIsGrouped() ? <GroupHeader key={row.id} row={row} /> : <RowCard key={row.id} {...props} row={row} />))}
        </Stack>
      ) : null}
      <Totals table={table} />
      <MRT_BottomToolbar table={table} />
    </Box>
  );
}
