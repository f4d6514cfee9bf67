import { useMemo } from 'react';
import type Decimal from 'decimal.js';
import { formatMoney } from '@wattle/contract';
import { useCompanyFormats } from './useCompanyFormats';
import { useDateFormatters } from './useDateFormat';

/** Date, time and money formatting with the company's DATE_FORMAT, TIME_ZONE and CURRENCY system parameters. */
export function useFormatters() {
  const { currency } = useCompanyFormats();
  const dates = useDateFormatters();
  return useMemo(() => ({ ...dates, money: (value: Decimal.Value | null | undefined) => formatMoney(value, currency) }), [dates, currency]);
}
