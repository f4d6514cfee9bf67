import type { MeteringSite } from '@wattle/contract';

/** One register read of one meter as the provider sends it. */
export interface ProviderRead {
  siteId: string;
  meterSerial: string;
  readDate: string;
  reading: string;
}

/** The provider failed (after retries) or refused: the message is shown to the user. */
export class ProviderError extends Error {}

/** An external metering provider (spec 1 §3 Integrations catalogue: External metering provider). */
export interface MeteringProvider {
  /** The platform name, the {provider} segment of /integrations/{provider}/… */
  readonly platformName: string;
  sites(): Promise<MeteringSite[]>;
  /** Register reads of the sites' meters dated from `startDate` to `endDate` (YYYY-MM-DD, inclusive). */
  reads(siteIds: readonly string[], startDate: string, endDate: string): Promise<ProviderRead[]>;
}
