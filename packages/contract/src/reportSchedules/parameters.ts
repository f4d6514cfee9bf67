import { z } from 'zod';
import { addIsoDays } from '../businessDate';
import { REPORT_FILTER_TYPES } from '../reports/parameters';
import { reportSchedules as t } from '../texts/reportSchedules';

/** The period a scheduled report covers instead of its START_DATE / END_DATE (spec 2 §2.10). */
export const TIME_PERIODS = ['PREVIOUS_DAY', 'PREVIOUS_WEEK', 'PREVIOUS_MONTH', 'PREVIOUS_QUARTER', 'PREVIOUS_YEAR'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];
/** The day a scheduled report's EXPORT_DATE stands for. */
export const EXPORT_DATE_OPTIONS = ['CURRENT_DAY', 'PREVIOUS_DAY'] as const;
export type ExportDateOption = (typeof EXPORT_DATE_OPTIONS)[number];

export const REPORT_PARAMETER = {
  startDate: 'START_DATE',
  endDate: 'END_DATE',
  timePeriod: 'TIME_PERIOD',
  exportDate: 'EXPORT_DATE',
} as const;
/** The lookup lists of the schedule's own choices (generic lookups, spec 2 §2.10). */
const FIXED_CHOICES: Readonly<Record<string, readonly string[]>> = {
  [REPORT_PARAMETER.timePeriod]: TIME_PERIODS,
  [REPORT_PARAMETER.exportDate]: EXPORT_DATE_OPTIONS,
};

/** One field of a schedule's parameters form: a report filter, or the TIME_PERIOD that replaces its dates. */
export const scheduleParameterSchema = z.object({
  parameterCode: z.string(),
  parameterDescription: z.string(),
  filterType: z.enum(REPORT_FILTER_TYPES),
  lookupCode: z.string().nullable(),
  required: z.boolean(),
});
export type ScheduleParameter = z.infer<typeof scheduleParameterSchema>;

/** A schedule's parameter values: text by parameter code, empty text when blank. */
export const scheduleParameterValuesSchema = z.record(z.string().max(100), z.string().max(500));
export type ScheduleParameterValues = z.infer<typeof scheduleParameterValuesSchema>;

/**
 * The parameters form of a report's schedule (spec 2 §2.10): a report with START_DATE or END_DATE
 * has those hidden and a TIME_PERIOD first (a schedule runs for a period, not fixed dates); an
 * EXPORT_DATE is chosen as CURRENT_DAY or PREVIOUS_DAY of the run.
 */
export function scheduleParameters(filters: readonly ScheduleParameter[]): ScheduleParameter[] {
  const dated = filters.some((f) => f.parameterCode === REPORT_PARAMETER.startDate || f.parameterCode === REPORT_PARAMETER.endDate);
  const rest = filters
    .filter((f) => !dated || (f.parameterCode !== REPORT_PARAMETER.startDate && f.parameterCode !== REPORT_PARAMETER.endDate))
    .map((f) => (f.parameterCode === REPORT_PARAMETER.exportDate ? { ...f, filterType: 'LOOKUP' as const, lookupCode: REPORT_PARAMETER.exportDate } : f));
  if (!dated) return rest;
  const timePeriod: ScheduleParameter = {
    parameterCode: REPORT_PARAMETER.timePeriod,
    parameterDescription: t.timePeriod,
    filterType: 'LOOKUP',
    lookupCode: REPORT_PARAMETER.timePeriod,
    required: true,
  };
  return [timePeriod, ...rest];
}

/** The choices of a parameter the contract fixes (TIME_PERIOD, EXPORT_DATE), or null when its lookup decides. */
export const fixedChoices = (parameterCode: string): readonly string[] | null => FIXED_CHOICES[parameterCode] ?? null;

/** The form's values for a report's parameters: the stored ones kept, every other one empty text. */
export function parameterValues(parameters: readonly ScheduleParameter[], stored: ScheduleParameterValues = {}): ScheduleParameterValues {
  return Object.fromEntries(parameters.map((p) => [p.parameterCode, stored[p.parameterCode] ?? '']));
}

/** Required parameters left blank, as body paths (the form's rule; the server checks the values further). */
export const missingParameters = (parameters: readonly ScheduleParameter[], values: ScheduleParameterValues): string[] =>
  parameters.filter((p) => p.required && !(values[p.parameterCode] ?? '').trim()).map((p) => `parameters.${p.parameterCode}`);

const isoParts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];
const isoOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

/**
 * The first and last day of a time period before the business date `today` (ISO dates): the day
 * before, the calendar week (Monday to Sunday), month, quarter or year before the current one.
 */
export function timePeriodRange(period: TimePeriod, today: string): { start: string; end: string } {
  const [y, m] = isoParts(today);
  switch (period) {
    case 'PREVIOUS_DAY': {
      const day = addIsoDays(today, -1);
      return { start: day, end: day };
    }
    case 'PREVIOUS_WEEK': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
      const monday = addIsoDays(today, -weekday - 7);
      return { start: monday, end: addIsoDays(monday, 6) };
    }
    case 'PREVIOUS_MONTH':
      return { start: isoOf(y, m - 2, 1), end: isoOf(y, m - 1, 0) };
    case 'PREVIOUS_QUARTER': {
      const first = Math.floor((m - 1) / 3) * 3; // this quarter's first month, 0-based
      return { start: isoOf(y, first - 3, 1), end: isoOf(y, first, 0) };
    }
    case 'PREVIOUS_YEAR':
      return { start: isoOf(y - 1, 0, 1), end: isoOf(y - 1, 11, 31) };
  }
}

/**
 * A schedule's stored values as the report runs with them on the business date `today`:
 * TIME_PERIOD becomes START_DATE / END_DATE, EXPORT_DATE the run's day or the day before.
 */
export function resolvedParameters(values: ScheduleParameterValues, today: string): ScheduleParameterValues {
  const { [REPORT_PARAMETER.timePeriod]: period, ...rest } = values;
  const resolved: ScheduleParameterValues = { ...rest };
  if (period && (TIME_PERIODS as readonly string[]).includes(period)) {
    const { start, end } = timePeriodRange(period as TimePeriod, today);
    resolved[REPORT_PARAMETER.startDate] = start;
    resolved[REPORT_PARAMETER.endDate] = end;
  }
  const exportDate = rest[REPORT_PARAMETER.exportDate];
  if (exportDate === 'CURRENT_DAY') resolved[REPORT_PARAMETER.exportDate] = today;
  if (exportDate === 'PREVIOUS_DAY') resolved[REPORT_PARAMETER.exportDate] = addIsoDays(today, -1);
  return resolved;
}
