import { PARAMS } from './constants';

/** How a company shows money and dates: its CURRENCY symbol and DATE_FORMAT (dayjs tokens). */
export interface CompanyFormats {
  currency: string;
  dateFormat: string;
}

/** What a company without the parameter (or with it blank) gets, on the server and in the browser alike. */
export const DEFAULT_COMPANY_FORMATS: CompanyFormats = { currency: '$', dateFormat: 'DD/MM/YYYY' };

/** The one reading of CURRENCY and DATE_FORMAT: the parameter trimmed, the default when missing or blank. */
export function companyFormatsOf(parameter: (code: string) => string | null | undefined): CompanyFormats {
  const value = (code: string, fallback: string) => parameter(code)?.trim() || fallback;
  return {
    currency: value(PARAMS.currency, DEFAULT_COMPANY_FORMATS.currency),
    dateFormat: value(PARAMS.dateFormat, DEFAULT_COMPANY_FORMATS.dateFormat),
  };
}
