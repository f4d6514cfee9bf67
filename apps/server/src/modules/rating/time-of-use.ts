/**
 * Splitting an interval meter into time-of-use classes (billing-rules §4 Time of use): each
 * interval belongs to the class whose window contains its local start time; on a public holiday
 * of the site's state (the local date of the interval's start) and where no window claims it,
 * the interval is OFFPEAK.
 */
import { localTime } from './local-clock';
import { claims } from './time-windows';
import type { AustralianState, Day, PublicHolidayInput, TimingProfileInput } from './types';

/** The price class id of an interval given its standard-time day and start minute; null: OFFPEAK with no price class. */
export type IntervalClassifier = (standardDay: Day, startMinute: number) => number | null;

export function intervalClassifier(
  profile: TimingProfileInput,
  offPeakPriceClassId: number | null,
  state: AustralianState,
  holidays: PublicHolidayInput[],
): IntervalClassifier {
  const holidayDates = new Set(holidays.filter((h) => h.state === null || h.state === state).map((h) => h.holidayDate));
  return (standardDay, startMinute) => {
    const local = localTime(state, standardDay, startMinute);
    if (holidayDates.has(local.day)) return offPeakPriceClassId;
    const register = profile.registers.find((r) => r.windows.some((w) => claims(w, local.weekday, local.minute)));
    return register ? register.priceClassId : offPeakPriceClassId;
  };
}
