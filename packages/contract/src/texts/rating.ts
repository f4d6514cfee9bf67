/** Invoice line descriptions the rating engine writes (billing-rules §4, §5; docs/billing.md). */
export const rating = {
  minimumCharge: 'Minimum charge',
  solarFeedIn: 'Solar feed-in credit',
  concessionDaily: 'Concession: daily rebate',
  concessionUsage: 'Concession: usage rebate',
  /** Why a utility account's bill is held for review (billing-rules §7). */
  exceptions: {
    noPricePlan: 'The utility account has no price plan',
    noRateForRead: (meterId: number, date: string) => `The read of meter ${meterId} on ${date} has no rate to price it`,
    noRateForDays: (schedule: string, from: string, to: string) => `No rate of "${schedule}" covers ${from} to ${to}`,
    noFixedRateForDays: (from: string, to: string) => `No rate of the fixed schedule covers ${from} to ${to}`,
    noReadsFor: (schedule: string) => `No read in the period for "${schedule}"`,
    noReads: 'No read in the period',
    negativeRead: (meterId: number, quantity: string, date: string) => `Meter ${meterId} read ${quantity} on ${date}`,
    negativeInterval: (meterId: number, date: string) => `Meter ${meterId} has a negative interval on ${date}`,
    zeroUsage: (reads: number) => `All ${reads} reads of the period are zero`,
    highUsage: (daily: string, factor: number, before: string, days: number) =>
      `Average daily usage ${daily} is more than ${factor} × the ${before} of the ${days} days before`,
    missingData: (meterId: number, days: number, first: string) =>
      `Meter ${meterId} has missing data (null intervals) on ${days} ${days === 1 ? 'day' : 'days'} of the period from ${first}: not billed as zero`,
    readRevised: (invoiceNumber: string, reads: string, quantity: string, amount: string) =>
      `Reads billed on invoice ${invoiceNumber} were revised (${reads}): ${quantity} kWh, ${amount} against the invoice`,
  },
} as const;
