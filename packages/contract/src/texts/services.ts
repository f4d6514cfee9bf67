export const services = {
  noSites: 'No sites available.',
  current: 'Current',
  /** The selector's first level: a location and how many site accounts it holds. */
  accountCount: (count: number) => (count === 1 ? '1 account' : `${count} accounts`),
  meterSelector: 'Meter selector',
  // Usage chart (spec 3 §2.13)
  dailyTitle: 'Daily usage',
  intervalTitle: 'Interval usage',
  dateAxis: 'Date',
  timeAxis: 'Time',
  usageAxis: (unit: string) => `Usage (${unit})`,
  chartSubTitle: (siteIdentifier: string, location: string) => `${siteIdentifier} · ${location}`,
  noUsage: 'No reads in this period.',
  noIntervals: 'No interval reads for this day.',
  /** The interval chart's day total, under the y axis' title (which names the unit). */
  dayTotal: (axisTitle: string, total: string) => `${axisTitle} for the day: ${total}`,
  previousDay: 'Previous day',
  nextDay: 'Next day',
  from: 'From',
  to: 'To',
  estimated: 'Estimated',
  estimatedDays: 'Estimated days are marked E.',
  endBeforeStart: 'The end date must not be before the start date',
  close: 'Close',
} as const;
