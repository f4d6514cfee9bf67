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
  estimatedDays: 'Estimated days are marked E.',
  endBeforeStart: 'The end date must not be before the start date',
  close: 'Close',
  // Maintenance › Meter Reads' meter picker
  meter: 'Meter',
  meterSearchHint: 'Serial number, NMI or customer',
  pickMeter: 'Pick a meter by its serial number, NMI or customer to see its reads.',
  noMeters: 'No meters match.',
  /** A meter as the picker names it: serial number and kind. */
  meterLabel: (meterCode: string, description: string) => (description ? `${meterCode} · ${description}` : meterCode),
  /** The picker's second line: the site and the customer billed for it. */
  meterWhere: (siteIdentifier: string, location: string, customer: string | null) => [siteIdentifier, customer, location].filter(Boolean).join(' · '),
  customerLabel: (customerNumber: string, name: string) => `${customerNumber} ${name}`,
} as const;
