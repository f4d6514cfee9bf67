import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { providerPaymentsEndpoints } from '@wattle/contract';
import { registerEndpoint } from '../../lib/register-endpoint';
import { secretBox } from '../../lib/secrets';
import { paymentProviders } from '../integrations/payments/payment-provider-access';
import { cardCheckout } from './cards/card-checkout.service';
import { setMandate } from './direct-debit/mandate.service';
import { paymentWebhookRoutes } from './webhooks/payment-webhook.routes';

/** Card payments and direct debits through the connected payment provider (docs/payments.md). */
export async function providerPaymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { box: secretBox(app.config.secretsKey), providers: paymentProviders(app), publicUrl: app.config.publicUrl };

  registerEndpoint(app, providerPaymentsEndpoints.cardCheckout, (request) =>
    cardCheckout((work) => request.scoped(work), deps, request.scope(), request.params.customerId),
  );
  registerEndpoint(app, providerPaymentsEndpoints.mandate, (request) =>
    setMandate((work) => request.scoped(work), deps, request.scope(), request.actor(), request.params.customerId, request.body),
  );
  await app.register(paymentWebhookRoutes);
}
