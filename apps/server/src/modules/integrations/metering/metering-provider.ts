import type { MeteringSite } from '@wattle/contract';
import { AppError } from '../../../lib/errors';

/** One register read of one meter as the provider sends it. */
export interface ProviderRead {
  siteId: string;
  meterSerial: string;
  readDate: string;
  reading: string;
}

/** The provider failed (after retries) or refused: the message is shown to the user. */
export class ProviderError extends Error {}

/** The provider does not accept the credentials: the message carries its words. */
export class CredentialsRefused extends ProviderError {}

/** An external metering provider (spec 1 §3 Integrations catalogue: External metering provider). */
export interface MeteringProvider {
  /** The platform name, the {provider} segment of /integrations/{provider}/… */
  readonly platformName: string;
  /** Refuses (ProviderError with the provider's words) credentials the provider does not accept. */
  checkCredentials(): Promise<void>;
  sites(): Promise<MeteringSite[]>;
  /** Register reads of the sites' meters dated from `startDate` to `endDate` (YYYY-MM-DD, inclusive). */
  reads(siteIds: readonly string[], startDate: string, endDate: string): Promise<ProviderRead[]>;
}

/**
 * A provider failure is a 502 in the message envelope, refused credentials a 400: the user reads
 * why, nothing was queued.
 */
export async function fromProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError(error instanceof CredentialsRefused ? 400 : 502, error.message);
    throw error;
  }
}
