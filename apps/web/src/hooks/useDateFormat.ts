import { PARAMS } from '@wattle/contract';
import { FALLBACK_DATE_FORMAT } from '../lib/format';
import { useSystemParameter } from '../stores/systemStore';

/**
 * The company's DATE_FORMAT system parameter (the fallback until it is loaded). For screens that
 * format only dates: useFormatters also formats money and so brings decimal.js along.
 */
export function useDateFormat(): string {
  return useSystemParameter(PARAMS.dateFormat) || FALLBACK_DATE_FORMAT;
}
