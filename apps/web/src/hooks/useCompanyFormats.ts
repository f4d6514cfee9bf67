import { useMemo } from 'react';
import { companyFormatsOf, PARAMS, type CompanyFormats } from '@wattle/contract';
import { useSystemParameter } from '../api/systemParameters';

/** The company's CURRENCY and DATE_FORMAT, read as the server reads them (contract `companyFormatsOf`, its defaults until they are loaded). */
export function useCompanyFormats(): CompanyFormats {
  const currency = useSystemParameter(PARAMS.currency);
  const dateFormat = useSystemParameter(PARAMS.dateFormat);
  return useMemo(() => companyFormatsOf((code) => (code === PARAMS.currency ? currency : dateFormat)), [currency, dateFormat]);
}
