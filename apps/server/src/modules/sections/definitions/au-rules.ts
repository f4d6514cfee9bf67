import dayjs from 'dayjs';

/** Australian Business Number: 11 digits whose weighted sum (first digit less 1) divides by 89. */
export function isValidAbn(text: string): boolean {
  const digits = text.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- eleven ASCII digits, checked above.
  const sum = [...digits].reduce((total, d, i) => total + (i === 0 ? Number(d) - 1 : Number(d)) * weights[i]!, 0);
  return sum % 89 === 0;
}

const digitsOf = (text: string) => text.replace(/[\s()-]/g, '');

/** An Australian mobile: 04 and eight more digits (spaces allowed). */
export const isAustralianMobile = (text: string) => /^04\d{8}$/.test(digitsOf(text));

/** An Australian landline with area code: 02, 03, 07 or 08 and eight more digits. */
export const isAustralianLandline = (text: string) => /^0[2378]\d{8}$/.test(digitsOf(text));

/** Postcode ranges of each state and territory (Australia Post). */
const POSTCODE_RANGES: Record<string, [number, number][]> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

/** A four-digit postcode that belongs to the state. */
export function postcodeFitsState(postcode: string, state: string): boolean {
  if (!/^\d{4}$/.test(postcode)) return false;
  const ranges = POSTCODE_RANGES[state];
  const n = Number(postcode);
  return !ranges || ranges.some(([from, to]) => n >= from && n <= to);
}

/** Account holders must be adults. */
export const isAdult = (dateOfBirth: string, on = dayjs()) => on.diff(dayjs(dateOfBirth), 'year') >= 18;
