/**
 * Splitting an interval meter into time-of-use classes (billing-rules §4 Time of use): each
 * interval belongs to the class whose window contains its local start time; on a public holiday
 * of the site's state (the local date of the interval's start) and where no window claims it,
 * the interval is OFFPEAK.
 */
import { localTime } from './local-clock';
import { memoByObject } from './memo';
import { claims } from './time-windows';
import type { AustralianState, Day, PublicHolidayInput, TimingProfileInput } from './types';

/** The price class id of an interval given its standard-time day and start minute; null: OFFPEAK with no price class. */
export type IntervalClassifier = (standardDay: Day, startMinute: number) => number | null;

const WEEK_MINUTES = 7 * 1440;

/**
 * The register claiming each minute of the week, by index into the profile's registers (-1: none):
 * worked out once per profile from `claims`, so that classifying an interval is one look-up.
 */
const claimsByMinute = memoByObject((profile: TimingProfileInput): Int16Array => {
  const table = new Int16Array(WEEK_MINUTES);
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let minute = 0; minute < 1440; minute++) table[weekday * 1440 + minute] = claimingRegister(profile, weekday, minute);
  }
  return table;
});

/** The index of the first register with a window claiming the time (-1: none). */
const claimingRegister = (profile: TimingProfileInput, weekday: number, minute: number): number =>
  profile.registers.findIndex((r) => r.windows.some((w) => claims(w, weekday, minute)));

export function intervalClassifier(
  profile: TimingProfileInput,
  offPeakPriceClassId: number | null,
  state: AustralianState,
  holidays: PublicHolidayInput[],
): IntervalClassifier {
  const holidayDates = new Set(holidays.filter((h) => h.state === null || h.state === state).map((h) => h.holidayDate));
  const claimed = claimsByMinute(profile);
  return (standardDay, startMinute) => {
    const local = localTime(state, standardDay, startMinute);
    if (holidayDates.has(local.day)) return offPeakPriceClassId;
    // A whole minute of the week is in the table; anything else (a fraction of a minute) is worked out.
    const index = claimed[local.weekday * 1440 + local.minute] ?? claimingRegister(profile, local.weekday, local.minute);
    return index < 0 ? offPeakPriceClassId : profile.registers[index]!.priceClassId;
  };
}
