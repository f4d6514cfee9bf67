import { useMemo } from 'react';
import { companyFormatsOf, PARAMS, type CompanyFormats } from '@wattle/contract';
import { useSystemParameter } from '../api/systemParameters';

export interface WebFormats extends CompanyFormats {
  /** The company's TIME_ZONE (blank until loaded): times are shown on its clock, the default zone's when it is unknown (lib/format.ts). */
  timeZone: string;
}

/** The company's CURRENCY, DATE_FORMAT and TIME_ZONE, read as the server reads them (contract `companyFormatsOf`: its defaults until they are loaded). */
export function useCompanyFormats(): WebFormats {
  const currency = useSystemParameter(PARAMS.currency);
  const dateFormat = useSystemParameter(PARAMS.dateFormat);
  const timeZone = useSystemParameter(PARAMS.timeZone);
  return useMemo(
    () => ({ ...companyFormatsOf((code) => (code === PARAMS.currency ? currency : dateFormat)), timeZone: timeZone ?? '' }),
    [currency, dateFormat, timeZone],
  );
}
