import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SMS_PLATFORM, smsEndpoints, texts } from '@wattle/contract';
import { withScope } from '../../db/tenancy';
import { notFound } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { secretBox } from '../../lib/secrets';
import { SMS_SIGNATURE_HEADER } from '../integrations/sms/twilio-signature';
import { takeSmsReceipt, takeSmsReply, type SignedPost } from './sms-receipts.service';

/** Largest form the provider posts (a status callback or a reply is under a kilobyte; a long reply a few). */
const MAX_FORM_BYTES = 64 * 1024;

/**
 * POST /api/sms/webhooks/{platform}/{status|inbound}?company&dataset[&request]: public and without
 * X-CSRF (the provider calls it), form-encoded, signed with `X-Twilio-Signature` over the full URL
 * the provider called and the form's parameters. The company and dataset are in the address Wattle
 * gave the provider (and covered by the signature); the company's Auth Token must verify it.
 */
export async function smsWebhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const box = secretBox(app.config.secretsKey);
  const publicUrl = app.config.publicUrl.replace(/\/$/, '');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_request, body, done) => done(null, body));

  registerEndpoint(app, smsEndpoints.webhook, { config: { public: true, signedWebhook: true } }, async (request) => {
    const { platform, kind } = request.params;
    if (platform !== SMS_PLATFORM) throw notFound(texts.sms.unknownPlatform(platform));
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[SMS_SIGNATURE_HEADER];
    const post: SignedPost = {
      urls: [`${publicUrl}${request.url}`, `${request.protocol}://${request.host}${request.url}`],
      signature: typeof signature === 'string' ? signature : undefined,
      params: Object.fromEntries(new URLSearchParams(raw)),
    };
    const { company: companyId, dataset, request: requestId } = request.query;
    await withScope(app.db, { companyId, dataset }, (tx) => (kind === 'status' ? takeSmsReceipt(tx, box, post, requestId) : takeSmsReply(tx, box, post)));
    return { received: true as const };
  });
}
