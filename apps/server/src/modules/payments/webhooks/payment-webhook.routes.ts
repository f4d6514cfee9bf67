import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isPaymentPlatform, providerPaymentsEndpoints, texts } from '@wattle/contract';
import { withScope } from '../../../db/tenancy';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { badRequest, notFound } from '../../../lib/errors';
import { secretBox } from '../../../lib/secrets';
import { eventScopeSchema, providerEventSchema } from '../../integrations/payments/provider-event';
import { SIGNATURE_HEADER } from '../../integrations/payments/webhook-signature';
import { takeProviderEvent } from './provider-events.service';

/** Largest event body taken (the provider's events are a few kilobytes). */
const MAX_EVENT_BYTES = 256 * 1024;

const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * POST /api/payments/webhooks/{platform}: public and without X-CSRF (the provider calls it), its
 * body kept as the exact text the signature covers. The company is the one the event's object was
 * created for (its metadata); its secret for the platform must verify the signature.
 */
export async function paymentWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const box = secretBox(app.config.secretsKey);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) => done(null, body));

  registerEndpoint(app, providerPaymentsEndpoints.webhook, { config: { public: true, signedWebhook: true } }, async (request) => {
    const platform = request.params.platform;
    if (!isPaymentPlatform(platform)) throw notFound(texts.providerPayments.unknownPlatform(platform));
    const raw = typeof request.body === 'string' ? request.body : '';
    const event = providerEventSchema.safeParse(json(raw));
    const scope = event.success ? eventScopeSchema.safeParse(event.data.data.object.metadata) : null;
    if (!event.success || !scope?.success) throw badRequest(texts.providerPayments.notAnEvent);
    const { wattle_company: companyId, wattle_dataset: dataset } = scope.data;
    const signature = request.headers[SIGNATURE_HEADER];
    await withScope(app.db, { companyId, dataset }, (tx) =>
      takeProviderEvent(tx, box, { platform, raw, signature: typeof signature === 'string' ? signature : undefined, event: event.data }),
    );
    return { received: true as const };
  });
}
