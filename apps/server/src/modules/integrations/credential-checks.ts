import { METERING_PLATFORM, PAYMENT_PLATFORMS, texts } from '@wattle/contract';
import { AppError } from '../../lib/errors';
import { meteringCredentialsOf, type MeteringProviderFor } from './metering/metering-access';
import { fromProvider } from './metering/metering-provider';
import { fromPaymentProvider } from './payments/payment-provider';
import { providerOrRefuse, secretKeyOf, type PaymentProviderFor } from './payments/payment-provider-access';

/** Checks a card's credential values with its provider; refuses (an AppError with the provider's words) what it does not accept. */
export type CredentialCheck = (values: readonly string[]) => Promise<void>;

/** The platforms whose keys are tried at their provider before they are kept. */
export function credentialChecks(providers: {
  metering: MeteringProviderFor | null;
  payments: PaymentProviderFor | null;
}): Partial<Record<string, CredentialCheck>> {
  const { metering, payments } = providers;
  const paymentCheck: CredentialCheck = async (values) => {
    const provider = await providerOrRefuse(payments)(secretKeyOf(values));
    await fromPaymentProvider(() => provider.checkCredentials());
  };
  return {
    ...Object.fromEntries(PAYMENT_PLATFORMS.map((platform) => [platform, paymentCheck])),
    [METERING_PLATFORM]: async (values) => {
      if (!metering) throw new AppError(503, texts.integrations.noProviderConfigured);
      const provider = await metering(meteringCredentialsOf(values));
      await fromProvider(() => provider.checkCredentials());
    },
  };
}
