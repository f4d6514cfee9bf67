import { businessDateIn, PARAMS } from '@wattle/contract';
import { useSystemParameter } from '../api/systemParameters';

/**
 * Today's date (ISO) in the company's TIME_ZONE system parameter, as the server's businessDate()
 * reckons it. Read at render: a screen left open past midnight picks up the new day on its next render.
 */
export function useBusinessDate(): string {
  return businessDateIn(useSystemParameter(PARAMS.timeZone));
}
