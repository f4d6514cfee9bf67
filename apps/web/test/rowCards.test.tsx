import { fireEvent, render, screen, within } from '@testing-library/react';
import type { MRT_ColumnDef } from 'material-react-table';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROW_CARD_DEFAULT_FIELDS, texts } from '@wattle/contract';
import { DataTable } from '../src/components/DataTable';

interface Transaction {
  id: string;
  date: string;
  type: string;
  description: string;
  reference: string;
  amount: string;
}

const ROWS: Transaction[] = [
  { id: '1', date: '01/11/2026', type: 'Invoice', description: 'Electricity, October', reference: 'INV-1', amount: '$120.00' },
  { id: '2', date: '05/11/2026', type: 'Payment', description: 'Payment received', reference: 'BPAY-7', amount: '-$120.00' },
];

const COLUMNS: MRT_ColumnDef<Transaction>[] = [
  { id: 'date', header: 'Date', accessorFn: (r) => r.date },
  { id: 'type', header: 'Type', accessorFn: (r) => r.type },
  { id: 'description', header: 'Description', accessorFn: (r) => r.description },
  { id: 'reference', header: 'Reference', accessorFn: (r) => r.reference },
  { id: 'amount', header: 'Amount', accessorFn: (r) => r.amount },
];

/** A window as wide as a phone (390 px): only the queries for narrower than 600 px (sm) or 900 px (md) match. */
function phoneWidth() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width: (599|899)\.95px/.test(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

interface Props {
  cardColumns?: string[];
  onRowClick?: (row: Transaction) => void;
  onSelect?: (ids: string[]) => void;
  withAction?: (row: Transaction) => void;
}

function Table({ cardColumns, onRowClick, onSelect, withAction }: Props) {
  const [selected, setSelected] = useState<string[]>([]);
  const action: MRT_ColumnDef<Transaction>[] = withAction
    ? [{ id: 'reverse', header: '', Cell: ({ row }) => <button onClick={() => withAction(row.original)}>Reverse</button> }]
    : [];
  return (
    <DataTable<Transaction>
      columns={[...action, ...COLUMNS]}
      data={ROWS}
      rowCount={ROWS.length}
      getRowId={(r) => r.id}
      paging={{ pageIndex: 0, pageSize: 50 }}
      onPagingChange={() => {}}
      cardColumns={cardColumns}
      highlightedId={null}
      onRowClick={onRowClick}
      selection={
        onSelect
          ? {
              ids: selected,
              multiple: true,
              onChange: (ids) => {
                setSelected(ids);
                onSelect(ids);
              },
            }
          : undefined
      }
    />
  );
}

/** The cards, once their lazily loaded code is in. */
const cards = async () => within(await screen.findByTestId('row-cards')).getAllByRole('listitem');
/** The field names a card shows, in order. */
const namesOn = (card: HTMLElement) => Array.from(card.querySelectorAll('dt')).map((dt) => dt.textContent);

describe('DataTable on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a desktop it is a table', () => {
    render(<Table />);
    expect(screen.queryByRole('table')).not.toBeNull();
    expect(screen.queryByTestId('row-cards')).toBeNull();
  });

  it('shows each row as a card of its marked columns; More shows the others', async () => {
    phoneWidth();
    render(<Table cardColumns={['date', 'description', 'amount']} />);
    const [first] = await cards();
    expect(screen.queryByRole('table')).toBeNull();
    expect(namesOn(first!)).toEqual(['Date', 'Description', 'Amount']);
    expect(first!.textContent).toContain('$120.00');
    fireEvent.click(within(first!).getByRole('button', { name: texts.rowCards.moreFields }));
    expect(namesOn(first!)).toEqual(['Date', 'Description', 'Amount', 'Type', 'Reference']);
    expect(within(first!).getByRole('button', { name: texts.rowCards.fewerFields }).getAttribute('aria-expanded')).toBe('true');
  });

  it('with no column marked, a card shows the first columns of values', async () => {
    phoneWidth();
    render(<Table withAction={() => {}} />);
    expect(namesOn((await cards())[0]!)).toEqual(COLUMNS.slice(0, ROW_CARD_DEFAULT_FIELDS).map((c) => c.header));
  });

  it('a tap on a card is a row click; its checkbox selects it; its row buttons stay', async () => {
    phoneWidth();
    const onRowClick = vi.fn();
    const onSelect = vi.fn();
    const reverse = vi.fn();
    render(<Table onRowClick={onRowClick} onSelect={onSelect} withAction={reverse} />);
    const [, second] = await cards();
    fireEvent.click(within(second!).getByText('Payment received'));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[1]);

    fireEvent.click(within(second!).getByRole('checkbox'));
    expect(onSelect).toHaveBeenLastCalledWith(['2']);
    fireEvent.click(within(second!).getByRole('button', { name: 'Reverse' }));
    expect(reverse).toHaveBeenCalledWith(ROWS[1]);
    // The checkbox and the button do their own thing, not also the card's click.
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });
});
