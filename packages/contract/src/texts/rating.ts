/** Invoice line descriptions the rating engine writes (billing-rules §4, §5; docs/billing.md). */
export const rating = {
  minimumCharge: 'Minimum charge',
  solarFeedIn: 'Solar feed-in credit',
  concessionDaily: 'Concession: daily rebate',
  concessionUsage: 'Concession: usage rebate',
} as const;
