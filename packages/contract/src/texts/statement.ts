/** The customer statement screen (spec 3 §2.8, §5.5). */
export const statement = {
  startDate: 'Start date',
  endDate: 'End date',
  download: 'Download',
  downloading: 'Downloading...',
  startRequired: 'Start date is required.',
  endBeforeStart: 'The end date cannot be before the start date.',
} as const;
