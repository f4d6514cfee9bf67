import { createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RowColour, SectionConfig, SectionDisplayField, SectionRow } from '@wattle/contract';
import { SectionRenderer } from '../src/sections/SectionRenderer';
import { section } from './sectionFixtures';

const field = (name: string, over: Partial<SectionDisplayField> = {}): SectionDisplayField => ({
  name,
  fieldId: 1,
  prompt: `${name} prompt`,
  fieldType: 'Text',
  visible: true,
  sequence: 1,
  row: 1,
  span: 12,
  lookupCode: null,
  lookupParameters: null,
  dataType: 'TEXT',
  value: null,
  isDirty: false,
  displayValue: null,
  keyColumn: false,
  showInTableRowExpansion: false,
  showOnCard: false,
  editable: true,
  mandatory: false,
  tooltip: null,
  maxLength: null,
  maxDigits: null,
  maxDecimalPlaces: null,
  ...over,
});

const row = (key: string, colour: RowColour | null, values: Record<string, string | null>): SectionRow => ({
  key,
  version: 'v1',
  colour,
  values,
  displayValues: {},
});

/** Answers the section's data call with these rows. */
function renderSection(config: SectionConfig, rows: SectionRow[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = new URL(input instanceof Request ? input.url : input, 'http://localhost').pathname;
      const body =
        path === `/api/display/sections/${config.id}/data`
          ? { sectionId: config.id, code: config.code, sectionControlType: config.sectionControlType, rows, totalItems: rows.length }
          : { isSuccess: false, messages: [] };
      return new Response(JSON.stringify(body), { status: body && 'rows' in body ? 200 : 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SectionRenderer section={config} ids={{}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A field's grid cell (the element carrying its span) and the flex line that cell sits in. */
function cellOf(name: string) {
  const input = document.getElementById(`field-${name}`);
  if (!input) throw new Error(`no field ${name}`);
  const cell = input.closest('.MuiGrid-root:not(.MuiGrid-container)')!;
  return { cell, line: cell.parentElement!.closest('.MuiGrid-container')! };
}

describe('Form section layout (spec 3 §2.5: fields by row and span)', () => {
  it('puts a row’s fields side by side in sequence order with their spans, each row on a line of its own', async () => {
    renderSection(
      section({
        sectionControlType: 'Form',
        displayFields: [
          // Listed out of order: the layout follows row, then sequence.
          field('city', { row: 2, sequence: 5, span: 4 }),
          field('street', { row: 2, sequence: 4, span: 8 }),
          field('lastName', { row: 1, sequence: 2, span: 6 }),
          field('id', { fieldType: 'Hidden', row: 1, sequence: 0 }),
          field('secret', { row: 1, sequence: 3, span: 6, visible: false }),
          field('firstName', { row: 1, sequence: 1, span: 3 }),
          field('notes', { row: 3, sequence: 6, span: 12 }),
        ],
      }),
      [row('1', null, { id: '1', firstName: 'Ada', lastName: 'Lovelace', street: '1 Main St', city: 'Sydney', notes: null, secret: 'x' })],
    );
    const form = await screen.findByRole('form', { name: 'Test section' });
    await waitFor(() => expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'firstName prompt' }).value).toBe('Ada'));

    // Shown fields in reading order: row 1 by sequence, then row 2, then row 3; hidden ones left out.
    const order = [...form.querySelectorAll('input[id^="field-"], textarea[id^="field-"]')].map((el) => el.id.replace('field-', ''));
    expect(order).toEqual(['firstName', 'lastName', 'street', 'city', 'notes']);
    expect(document.getElementById('field-id')).toBeNull();
    expect(document.getElementById('field-secret')).toBeNull();

    // Each field's cell spans its columns on wide screens and the full width on small ones.
    for (const [name, span] of [
      ['firstName', 3],
      ['lastName', 6],
      ['street', 8],
      ['city', 4],
      ['notes', 12],
    ] as const) {
      const { cell } = cellOf(name);
      expect(cell.classList.contains(`MuiGrid-grid-md-${span}`), name).toBe(true);
      expect(cell.classList.contains('MuiGrid-grid-xs-12'), name).toBe(true);
    }

    // Same row: the same flex line. Row 1 only fills 9 of 12 columns, yet row 2 starts a line of its
    // own rather than wrapping up beside it.
    const lines = ['firstName', 'lastName', 'street', 'city', 'notes'].map((n) => cellOf(n).line);
    expect(lines[0]).toBe(lines[1]);
    expect(lines[2]).toBe(lines[3]);
    expect(new Set(lines).size).toBe(3);
    expect(lines[0]!.compareDocumentPosition(lines[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(lines[2]!.compareDocumentPosition(lines[4]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Table row colours (spec 3 §2.5: red, green, blue)', () => {
  it('colours each row’s cells by its colour code and leaves uncoloured rows alone', { timeout: 30_000 }, async () => {
    // The rows are virtualised: jsdom lays nothing out, so the scroller is given a size to fill.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 1000, height: 800 }));
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1000);
    renderSection(
      section({ sectionControlType: 'DataGrid', displayFields: [field('id', { fieldType: 'Hidden', keyColumn: true }), field('name', { sequence: 2 })] }),
      [
        row('1', 'red', { id: '1', name: 'Overdue' }),
        row('2', 'green', { id: '2', name: 'Paid' }),
        row('3', 'blue', { id: '3', name: 'Pending' }),
        row('4', null, { id: '4', name: 'Plain' }),
      ],
    );
    await screen.findByText('Plain');
    const palette = createTheme().palette;
    const expected: Record<string, string | null> = { 1: palette.error.main, 2: palette.success.dark, 3: palette.info.dark, 4: null };
    const probe = document.createElement('span');
    const rgb = (colour: string) => {
      probe.style.color = colour;
      return probe.style.color;
    };
    for (const [key, colour] of Object.entries(expected)) {
      const tr = document.querySelector(`tr[data-row-id="${key}"]`)!;
      expect(tr, key).not.toBeNull();
      expect(tr.getAttribute('data-row-colour'), key).toBe(colour === null ? null : ({ 1: 'red', 2: 'green', 3: 'blue' } as Record<string, string>)[key]);
      const td = tr.querySelector('td')!;
      const shown = getComputedStyle(td).color;
      if (colour) expect(shown, key).toBe(rgb(colour));
      else
        expect(
          Object.values(expected)
            .filter(Boolean)
            .map((c) => rgb(c!)),
        ).not.toContain(shown);
    }
  });
});
