import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { INVALID_DATE, PARAMS } from '@wattle/contract';
import { queryClient } from '../src/api/queryClient';
import { DatePickerField } from '../src/components/fields/DatePickerField';
import { setSystemParameters } from './systemParameters';

/** The picker as a screen holds it: the stored value in state, each change recorded. */
function Harness({ initial, withTime, changes }: { initial: string; withTime?: boolean; changes: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePickerField
      label="When"
      value={value}
      withTime={withTime}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function renderPicker(parameters: Record<string, string>, initial = '', withTime = false) {
  setSystemParameters(parameters);
  const changes: string[] = [];
  render(
    <QueryClientProvider client={queryClient}>
      <Harness initial={initial} withTime={withTime} changes={changes} />
    </QueryClientProvider>,
  );
  return { input: screen.getByRole<HTMLInputElement>('textbox', { name: 'When' }), changes };
}

describe('the date picker takes and shows the company’s DATE_FORMAT, and stores ISO', () => {
  afterEach(cleanup);

  // The first render loads the pickers: slow on a busy machine.
  it('reads 01112026 as 1 November 2026 in DD/MM/YYYY', { timeout: 30_000 }, async () => {
    const { input, changes } = renderPicker({ [PARAMS.dateFormat]: 'DD/MM/YYYY' });
    await userEvent.setup().type(input, '01112026');
    expect(input.value).toBe('01/11/2026');
    expect(changes.at(-1)).toBe('2026-11-01');
  });

  it('reads 11012026 as 1 November 2026 in MM/DD/YYYY', async () => {
    const { input, changes } = renderPicker({ [PARAMS.dateFormat]: 'MM/DD/YYYY' });
    await userEvent.setup().type(input, '11012026');
    expect(input.value).toBe('11/01/2026');
    expect(changes.at(-1)).toBe('2026-11-01');
  });

  it('shows a stored ISO date in the company’s format', () => {
    const { input } = renderPicker({ [PARAMS.dateFormat]: 'DD/MM/YYYY' }, '2026-09-06');
    expect(input.value).toBe('06/09/2026');
  });

  it('stores INVALID_DATE for a typed day that does not exist, and keeps the text', async () => {
    const { input, changes } = renderPicker({ [PARAMS.dateFormat]: 'DD/MM/YYYY' });
    await userEvent.setup().type(input, '31022026');
    expect(changes.at(-1)).toBe(INVALID_DATE);
    expect(input.value).toBe('31/02/2026');
  });

  it('shows a date-time on the company’s clock, whatever the browser’s', () => {
    const { input } = renderPicker({ [PARAMS.dateFormat]: 'DD/MM/YYYY', [PARAMS.timeZone]: 'Australia/Sydney' }, '2024-12-05T08:47:00Z', true);
    expect(input.value).toBe('05/12/2024 19:47');
  });
});
