import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARAMS } from '@wattle/contract';
import { queryClient } from '../src/api/queryClient';
import { FieldGrid } from '../src/components/fields/FieldGrid';
import { setSystemParameters } from './systemParameters';

function Form() {
  const form = useForm({ defaultValues: { startDate: '' } });
  return (
    <FormProvider {...form}>
      <FieldGrid fields={[{ name: 'startDate', prompt: 'Start date', fieldType: 'Date', value: null }]} />
    </FormProvider>
  );
}

async function calendarMonthIn(timeZone: string) {
  setSystemParameters({ [PARAMS.dateFormat]: 'DD/MM/YYYY', [PARAMS.timeZone]: timeZone });
  render(
    <QueryClientProvider client={queryClient}>
      <Form />
    </QueryClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: /choose date/i }));
  return (await screen.findByRole('grid')).getAttribute('aria-labelledby');
}

describe('an empty date picker opens on the company’s business day', () => {
  // 1 December 01:30 in Sydney, still 30 November 22:30 in Perth (and in UTC, 30 November 14:30).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T14:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  // The first render loads the pickers: slow on a busy machine.
  it('shows December in Sydney', { timeout: 30_000 }, async () => {
    const sydney = await calendarMonthIn('Australia/Sydney');
    expect(document.getElementById(sydney!)?.textContent).toBe('December 2026');
  });

  it('shows November in Perth', async () => {
    const perth = await calendarMonthIn('Australia/Perth');
    expect(document.getElementById(perth!)?.textContent).toBe('November 2026');
  });
});
