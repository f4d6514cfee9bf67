import { useMemo } from 'react';
import type Decimal from 'decimal.js';
import { PARAMS } from '@wattle/contract';
import {
  FALLBACK_CURRENCY,
  FALLBACK_DATE_FORMAT,
  formatDate,
  formatMoney,
  formatNamedDate,
  type DateInput,
} from '../lib/format';
import { useSystemParameter } from '../stores/systemStore';

/** Date and money formatting with the company's DATE_FORMAT and CURRENCY system parameters. */
export function useFormatters() {
  const dateFormat = useSystemParameter(PARAMS.dateFormat) || FALLBACK_DATE_FORMAT;
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
