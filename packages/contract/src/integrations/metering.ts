import { z } from 'zod';
import { isoDateSchema } from '../customers/statement';
import * as texts from '../texts';

/**
 * Metering-provider sites and reads (spec 3 §2.18, §7): the provider segment of
 * /integrations/{provider}/… is the platform name of the metering integration.
 */
export const METERING_PLATFORM = 'metering';
/** Sites one pull may read. */
export const METERING_MAX_SITES = 100;
/** Days one pull may span (the provider pages its reads; a year of daily reads per site at most). */
export const METERING_MAX_DAYS = 366;

export const meteringProviderParams = z.object({ provider: z.string().min(1).max(50) });

/** A metering-provider site: id, name, location (with address), status. */
export const meteringSiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.object({ address: z.string() }),
  status: z.string(),
});
export type MeteringSite = z.infer<typeof meteringSiteSchema>;

export const getMeterReadsSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    siteIds: z.array(z.string().min(1).max(50)).min(1, texts.integrations.noSites).max(METERING_MAX_SITES),
  })
  .refine((b) => b.startDate <= b.endDate, { message: texts.integrations.endBeforeStart, path: ['endDate'] })
  .refine((b) => (Date.parse(b.endDate) - Date.parse(b.startDate)) / 86_400_000 < METERING_MAX_DAYS, {
    message: texts.integrations.rangeTooLong(METERING_MAX_DAYS),
    path: ['endDate'],
  });
export type GetMeterReads = z.infer<typeof getMeterReadsSchema>;
