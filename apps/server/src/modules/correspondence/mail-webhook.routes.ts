import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAILHOUSE_PLATFORM, mailhouseEndpoints, texts } from '@wattle/contract';
import { withScope } from '../../db/tenancy';
import { notFound } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { secretBox } from '../../lib/secrets';
import { LOB_SIGNATURE_HEADER, LOB_TIMESTAMP_HEADER } from '../integrations/mailhouse/lob-signature';
import { takeMailEvent } from './mail-tracking.service';

/** Largest event taken (a letter's event is a few kilobytes). */
const MAX_EVENT_BYTES = 256 * 1024;

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * POST /api/mail/webhooks/{platform}?company&dataset: public and without X-CSRF (the mail house
 * calls it), JSON kept as the exact text the signature covers (`Lob-Signature` over
 * `${Lob-Signature-Timestamp}.${body}`). The company and dataset are in the address Wattle
 * registered; the company's webhook secret must verify the signature.
 */
export async function mailWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const box = secretBox(app.config.secretsKey);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) => done(null, body));

  registerEndpoint(app, mailhouseEndpoints.webhook, { config: { public: true, signedWebhook: true } }, async (request) => {
    if (request.params.platform !== MAILHOUSE_PLATFORM) throw notFound(texts.mailhouse.unknownPlatform(request.params.platform));
    const { company: companyId, dataset } = request.query;
    await withScope(app.db, { companyId, dataset }, (tx) =>
      takeMailEvent(tx, box, {
        raw: typeof request.body === 'string' ? request.body : '',
        signature: header(request.headers[LOB_SIGNATURE_HEADER]),
        timestamp: header(request.headers[LOB_TIMESTAMP_HEADER]),
      }),
    );
    return { received: true as const };
  });
}
