import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addonEndpoints, successEnvelope, texts } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { secretBox } from '../../lib/secrets';
import { connectionRequestOf, connectPlatform, disconnectPlatform, listConnections } from './addons.service';
import { credentialChecks } from './credential-checks';
import type { MeteringProviderFor } from './metering/metering-access';
import type { PaymentProviderFor } from './payments/payment-provider-access';
import type { SmsProviderFor } from './sms/sms-provider-access';

/** The Add-ons catalogue's connections (spec 1 §7): the policy keeps connect and disconnect for administrators. */
export async function addonsRoutes(
  fastify: FastifyInstance,
  { metering, payments, sms }: { metering: MeteringProviderFor | null; payments: PaymentProviderFor | null; sms: SmsProviderFor | null },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const box = secretBox(app.config.secretsKey);
  const checks = credentialChecks({ metering, payments, sms, publicUrl: app.config.publicUrl });

  registerEndpoint(app, addonEndpoints.list, async (request) => request.scoped(listConnections));

  registerEndpoint(app, addonEndpoints.connect, async (request) => {
    const connection = connectionRequestOf(request.params.provider, request.body);
    // Asked of the provider before the transaction opens: no network call holds a connection.
    await checks[connection.item.platformName]?.(connection.values, request.scope());
    const item = await request.scoped((tx) => connectPlatform(tx, box, request.actor(), connection));
    return successEnvelope(texts.addons.connectedMessage(item.name));
  });

  registerEndpoint(app, addonEndpoints.disconnect, async (request) => {
    const { item } = await request.scoped((tx) => disconnectPlatform(tx, request.actor(), request.params.provider, request.body));
    return successEnvelope(texts.addons.disconnectedMessage(item.name));
  });
}
