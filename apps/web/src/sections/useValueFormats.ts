import { useFormatters } from '../hooks/useFormatters';
import { useSystemParameter } from '../stores/systemStore';
import { PARAMS } from '@wattle/contract';
import { FALLBACK_CURRENCY } from '../lib/format';
import type { ValueFormats } from './formatValue';

/** The company's date format and currency symbol for section values. */
export function useValueFormats(): ValueFormats {
  const { dateFormat } = useFormatters();
  const currency = useSystemParameter(PARAMS.currency) ?? FALLBACK_CURRENCY;
  return { dateFormat, currency };
}
