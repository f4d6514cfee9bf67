import { useMemo } from 'react';
import type Decimal from 'decimal.js';
import { formatMoney, PARAMS } from '@wattle/contract';
import { FALLBACK_CURRENCY, formatDate, formatNamedDate, type DateInput } from '../lib/format';
import { useSystemParameter } from '../stores/systemStore';
import { useDateFormat } from './useDateFormat';

/** Date and money formatting with the company's DATE_FORMAT and CURRENCY system parameters. */
export function useFormatters() {
  const dateFormat = useDateFormat();
  const currency = useSystemParameter(PARAMS.currency) ?? FALLBACK_CURRENCY;
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
