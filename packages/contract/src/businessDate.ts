/**
 * The company's business day: "today" in its TIME_ZONE system parameter, whatever the clock of the
 * server or the browser. Pure date arithmetic shared by both sides (server lib/business-date.ts,
 * web hooks/useBusinessDate.ts).
 */

/** The time zone of a company without a valid TIME_ZONE parameter. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** A Date field's default value that stands for the business day when a new record is added. */
export const TODAY_DEFAULT = '@today';

/** Whether a text is an IANA time zone this runtime knows. */
export function isTimeZone(text: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

/** The ISO date (YYYY-MM-DD) at `now` in a time zone; an unknown or missing zone counts as DEFAULT_TIME_ZONE. */
export function businessDateIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The same calendar day `years` earlier (an ISO date). 29 February falls back to the 28th, so
 * someone born on 29 February comes of age on 1 March.
 */
export function yearsBefore(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}
