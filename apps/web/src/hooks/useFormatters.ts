import { useMemo } from 'react';
import type Decimal from 'decimal.js';
import { formatMoney } from '@wattle/contract';
import { formatDate, formatNamedDate, type DateInput } from '../lib/format';
import { useCompanyFormats } from './useCompanyFormats';

/** Date and money formatting with the company's DATE_FORMAT and CURRENCY system parameters. */
export function useFormatters() {
  const { dateFormat, currency } = useCompanyFormats();
  return useMemo(
    () => ({
      dateFormat,
      date: (value: DateInput) => formatDate(value, dateFormat),
      money: (value: Decimal.Value | null | undefined) => formatMoney(value, currency),
      namedDate: formatNamedDate,
    }),
    [dateFormat, currency],
  );
}
