import { z } from 'zod';

/** Meter (spec 3 §3): one register of a site account; ACTIVE matters for the selection rules. */
export const accountServiceMeterSchema = z.object({
  id: z.number().int(),
  /** The site account (account service) the meter is billed through. */
  accountId: z.number().int(),
  meterCode: z.string(),
  meterDescription: z.string(),
  meterStatusCode: z.string(),
});
export type AccountServiceMeter = z.infer<typeof accountServiceMeterSchema>;

/**
 * Account service (spec 3 §3): one site account of the customer with its meters. Dates are
 * YYYY-MM-DDT00:00:00; a current account's close date is the zero date (constants ZERO_DATE). `customerAccountId` is the
 * customer account it belongs to (the session's account identifier).
 */
export const accountServiceSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  customerAccountId: z.number().int(),
  location: z.string(),
  locationIcon: z.string(),
  utilityIcon: z.string(),
  siteIdentifier: z.string(),
  accountStatusDescription: z.string(),
  accountOpenDate: z.string(),
  accountCloseDate: z.string(),
  offeringDescription: z.string(),
  meters: z.array(accountServiceMeterSchema),
});
export type AccountService = z.infer<typeof accountServiceSchema>;

/** GET /api/customers/{customerId}/account-services: the customer's site accounts, by location then site. */
export const accountServicesResponseSchema = z.array(accountServiceSchema);
