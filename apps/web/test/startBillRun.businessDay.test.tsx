import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARAMS, texts } from '@wattle/contract';
import { StartBillRunDialog } from '../src/features/dashboard/billing/StartBillRunDialog';
import { queryClient } from '../src/api/queryClient';
import { setSystemParameters } from './systemParameters';

function openDialogIn(timeZone: string) {
  setSystemParameters({ [PARAMS.timeZone]: timeZone, [PARAMS.dateFormat]: 'DD/MM/YYYY' });
  render(
    <QueryClientProvider client={queryClient}>
      <StartBillRunDialog customerAccountIds={[1]} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return {
    periodTo: screen.getByLabelText<HTMLInputElement>(texts.billing.periodTo, { exact: false }).value,
    invoiceDate: screen.getByLabelText<HTMLInputElement>(texts.billing.invoiceDate, { exact: false }).value,
  };
}

describe('the Start Bill Run dialog proposes the company’s business day, not the browser’s', () => {
  // 30 November 14:30 UTC: already 1 December 04:30 at Kiritimati (UTC+14), still 30 November 03:30 at Pago Pago (UTC-11).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T14:30:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('bills to yesterday and invoices today in a company ahead of UTC', () => {
    const { periodTo, invoiceDate } = openDialogIn('Pacific/Kiritimati');
    expect({ periodTo, invoiceDate }).toEqual({ periodTo: '30/11/2026', invoiceDate: '01/12/2026' });
  });

  it('bills to yesterday and invoices today in a company behind UTC', () => {
    const { periodTo, invoiceDate } = openDialogIn('Pacific/Pago_Pago');
    expect({ periodTo, invoiceDate }).toEqual({ periodTo: '29/11/2026', invoiceDate: '30/11/2026' });
  });
});
