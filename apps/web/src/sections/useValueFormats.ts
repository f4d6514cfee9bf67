import { useCompanyFormats } from '../hooks/useCompanyFormats';
import type { ValueFormats } from './formatValue';

/** The company's date format, time zone and currency symbol for section values. */
export const useValueFormats = (): ValueFormats => useCompanyFormats();
