import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailRequestIdParams,
  emailRequestResponseSchema,
  envelopeSchema,
  mergePostedMailPath,
  mergePostedMailRequestSchema,
  messageListSchema,
  postEmailParams,
  PROCESS_CODES,
  removeSuppressionParams,
  resendEmailRequestSchema,
  texts,
} from '@wattle/contract';
import type { Tx } from '../../db/client';
import { MEDIA_TYPES } from '../../lib/media-types';
import { fileResponse } from '../../plugins/openapi-operation';
import { usableProcess } from '../dashboard/processes.service';
import { viewerOf } from '../dashboard/processes.routes';
import { sendQueuedEmails } from './email-sender';
import { emailRequestDetail, postEmail, queueResend, removeSuppression } from './email-requests.service';
import { mergePostedMail, type Actor } from './posted-mail.service';

const errors = { 400: envelopeSchema, 403: envelopeSchema, 404: envelopeSchema, 409: envelopeSchema };

const actorOf = (request: FastifyRequest): Actor => {
  const user = request.user();
  return { userId: user.userId, username: user.username, ipAddress: request.ip };
};

/** The correspondence calls the dashboard dialogs use (spec 2 §7 Correspondence). */
export async function correspondenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['correspondence'];

  app.get('/correspondence/email-requests/:id', { schema: { tags, params: emailRequestIdParams, response: { 200: emailRequestResponseSchema, ...errors } } }, async (request) =>
    request.scoped((tx) => emailRequestDetail(tx, request.params.id)),
  );

  app.delete(
    '/correspondence/email-requests/:id/remove-suppression-error/:errorId',
    { schema: { tags, params: removeSuppressionParams, response: { 200: messageListSchema, ...errors } } },
    async (request) => request.scoped((tx) => removeSuppression(tx, actorOf(request), request.params.id, request.params.errorId)),
  );

  app.post(
    '/correspondence/email-requests/:id/post-email/:changePreference',
    { schema: { tags, params: postEmailParams, response: { 200: messageListSchema, ...errors } } },
    async (request) =>
      request.scoped((tx) =>
        postEmail(tx, actorOf(request), { store: app.files, scope: request.scope() }, request.params.id, request.params.changePreference),
      ),
  );

  app.post(
    '/correspondence/email-requests/:id/resend',
    { schema: { tags, params: emailRequestIdParams, body: resendEmailRequestSchema, response: { 200: messageListSchema, ...errors } } },
    async (request) => {
      const { id } = request.params;
      await request.scoped((tx) => queueResend(tx, actorOf(request), id, request.body));
      const outcome = await sendQueuedEmails(
        { scope: request.scope(), files: app.files, mailer: app.mailer, scoped: <T>(work: (tx: Tx) => Promise<T>) => request.scoped(work) },
        [id],
      );
      return [outcome.sent ? { message: texts.dashboard.emailResent, messageType: 'Success' as const } : { message: outcome.firstError ?? texts.notices.unknownError, messageType: 'Error' as const }];
    },
  );

  // The answer is a PDF; refusals are envelopes from the error handler.
  app.post(mergePostedMailPath, { schema: { tags, body: mergePostedMailRequestSchema, response: { 200: fileResponse('The merged letters.', MEDIA_TYPES.pdf), ...errors } } }, async (request, reply) => {
    const pdf = await request.scoped(async (tx) => {
      await usableProcess(tx, viewerOf(request), PROCESS_CODES.postedMail);
      return mergePostedMail(tx, { store: app.files, scope: request.scope() }, actorOf(request), request.body.ids);
    });
    return reply.type(MEDIA_TYPES.pdf).header('content-disposition', 'inline; filename="posted-mail.pdf"').send(Buffer.from(pdf));
  });
}
