import { METERING_PLATFORM, PAYMENT_PLATFORMS, SMS_PLATFORM, texts } from '@wattle/contract';
import type { Scope } from '../../db/tenancy';
import { AppError } from '../../lib/errors';
import { meteringCredentialsOf, type MeteringProviderFor } from './metering/metering-access';
import { fromProvider } from './metering/metering-provider';
import { fromPaymentProvider } from './payments/payment-provider';
import { providerOrRefuse, secretKeyOf, type PaymentProviderFor } from './payments/payment-provider-access';
import { fromSmsProvider } from './sms/sms-provider';
import { smsAccountOf, smsProviderOrRefuse, smsWebhookUrl, type SmsProviderFor } from './sms/sms-provider-access';

/**
 * Checks a card's credential values with its provider; refuses (an AppError with the provider's
 * words) what it does not accept. `scope` is the company connecting (a provider that calls back is
 * told the company's addresses).
 */
export type CredentialCheck = (values: readonly string[], scope: Scope) => Promise<void>;

/** The platforms whose keys are tried at their provider before they are kept. */
export function credentialChecks(providers: {
  metering: MeteringProviderFor | null;
  payments: PaymentProviderFor | null;
  sms: SmsProviderFor | null;
  publicUrl: string;
}): Partial<Record<string, CredentialCheck>> {
  const { metering, payments, sms, publicUrl } = providers;
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
    // The keys and the sender number checked, and the number's replies pointed at Wattle (STOP opts out).
    [SMS_PLATFORM]: async (values, scope) => {
      const provider = await smsProviderOrRefuse(sms)(smsAccountOf(values));
      await fromSmsProvider(() => provider.connect(smsWebhookUrl(publicUrl, 'inbound', scope)));
    },
  };
}
