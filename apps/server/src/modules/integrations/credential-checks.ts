import { METERING_PLATFORM, texts } from '@wattle/contract';
import { AppError } from '../../lib/errors';
import { meteringCredentialsOf, type MeteringProviderFor } from './metering/metering-access';
import { fromProvider } from './metering/metering-provider';

/** Checks a card's credential values with its provider; refuses (an AppError with the provider's words) what it does not accept. */
export type CredentialCheck = (values: readonly string[]) => Promise<void>;

/** The platforms whose keys are tried at their provider before they are kept. */
export function credentialChecks(providers: { metering: MeteringProviderFor | null }): Partial<Record<string, CredentialCheck>> {
  const { metering } = providers;
  return {
    [METERING_PLATFORM]: async (values) => {
      if (!metering) throw new AppError(503, texts.integrations.noProviderConfigured);
      const provider = await metering(meteringCredentialsOf(values));
      await fromProvider(() => provider.checkCredentials());
    },
  };
}
