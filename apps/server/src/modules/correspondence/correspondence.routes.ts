import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { correspondenceEndpoints, PROCESS_CODES, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { MEDIA_TYPES } from '../../lib/media-types';
import { registerEndpoint } from '../../lib/register-endpoint';
import { sendPdf } from '../../lib/send-pdf';
import { fileResponse } from '../../plugins/openapi-operation';
import { usableProcess } from '../dashboard/processes.service';
import { viewerOf } from '../dashboard/processes.routes';
import { sendQueuedEmails } from './email-sender';
import { emailRequestDetail, postEmail, queueResend, removeSuppression } from './email-requests.service';
import { customerEmailRequests, mailMergeScheduleOptions } from './letter-choices.service';
import './letter-choices.lookups';
import { mergePostedMail } from './posted-mail.service';
import {
  correspondenceSetting,
  mailMergeSchedule,
  mailMergeTemplate,
  previewAdhocEmail,
  previewScheduleEmail,
  previewTemplatePdf,
  queueAdhocEmail,
  sendTemplate,
  type QueuedEmail,
} from './customer-correspondence.service';

/** The correspondence calls the dashboard dialogs use (spec 2 §7 Correspondence). */
export async function correspondenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const sendNow = (request: FastifyRequest, ids: number[]) =>
    sendQueuedEmails({ scope: request.scope(), files: app.files, mailer: app.mailer, scoped: <T>(work: (tx: Tx) => Promise<T>) => request.scoped(work) }, ids);

  registerEndpoint(app, correspondenceEndpoints.emailRequest, async (request) => request.scoped((tx) => emailRequestDetail(tx, request.params.id)));

  registerEndpoint(app, correspondenceEndpoints.removeSuppression, async (request) =>
    request.scoped((tx) => removeSuppression(tx, request.actor(), request.params.id, request.params.errorId)),
  );

  registerEndpoint(app, correspondenceEndpoints.postEmail, async (request) =>
    request.scoped((tx) => postEmail(tx, request.actor(), { store: app.files, scope: request.scope() }, request.params.id, request.params.changePreference)),
  );

  registerEndpoint(app, correspondenceEndpoints.resend, async (request) => {
    const toSend = await request.scoped((tx) => queueResend(tx, request.actor(), request.params.id, request.body));
    const outcome = await sendNow(request, [toSend]);
    return [
      outcome.sent
        ? { message: texts.dashboard.emailResent, messageType: 'Success' as const }
        : { message: outcome.firstError ?? texts.notices.unknownError, messageType: 'Error' as const },
    ];
  });

  /** Sends the email now and says where it went; one that could not go at once waits on the New and Undelivered Email list. */
  const sendAndSay = async (request: FastifyRequest, email: QueuedEmail) => {
    const outcome = await sendNow(request, [email.id]);
    const message = outcome.sent ? texts.letter.emailSent(email.sendTo) : texts.letter.emailQueued(email.sendTo);
    return { message, messageType: 'Success' as const };
  };

  registerEndpoint(app, correspondenceEndpoints.adhocEmail, async (request) => {
    const email = await request.scoped((tx) => queueAdhocEmail(tx, request.actor(), request.body));
    return [await sendAndSay(request, email)];
  });

  registerEndpoint(app, correspondenceEndpoints.templateEmail, async (request) => {
    const { answer, email } = await request.scoped((tx) => sendTemplate(tx, { store: app.files, scope: request.scope() }, request.actor(), request.body));
    return email ? { ...answer, messages: [await sendAndSay(request, email)] } : answer;
  });

  registerEndpoint(app, correspondenceEndpoints.correspondenceSetting, async (request) =>
    request.scoped((tx) => correspondenceSetting(tx, request.params.customerId)),
  );
  registerEndpoint(app, correspondenceEndpoints.adhocPreview, async (request) => request.scoped((tx) => previewAdhocEmail(tx, request.body)));
  registerEndpoint(app, correspondenceEndpoints.mailMergeSchedules, async (request) => request.scoped((tx) => mailMergeScheduleOptions(tx)));
  registerEndpoint(app, correspondenceEndpoints.customerEmailRequests, async (request) =>
    request.scoped((tx) => customerEmailRequests(tx, request.params.customerId)),
  );
  registerEndpoint(app, correspondenceEndpoints.mailMergeSchedule, async (request) => request.scoped((tx) => mailMergeSchedule(tx, request.params.id)));
  registerEndpoint(app, correspondenceEndpoints.mailMergeTemplate, async (request) => request.scoped((tx) => mailMergeTemplate(tx, request.params.id)));
  registerEndpoint(app, correspondenceEndpoints.schedulePreview, async (request) =>
    request.scoped((tx) => previewScheduleEmail(tx, request.params.id, request.body.customerId)),
  );
  registerEndpoint(
    app,
    correspondenceEndpoints.templatePreviewPdf,
    { schema: { response: { 200: fileResponse('The letter for the customer.', MEDIA_TYPES.pdf) } } },
    async (request, reply) => {
      const pdf = await request.scoped((tx) => previewTemplatePdf(tx, request.params.id, request.body.customerId));
      return sendPdf(reply, pdf, 'letter-preview.pdf');
    },
  );

  // The answer is a PDF; refusals are envelopes from the error handler.
  registerEndpoint(
    app,
    correspondenceEndpoints.mergePostedMail,
    { schema: { response: { 200: fileResponse('The merged letters.', MEDIA_TYPES.pdf) } } },
    async (request, reply) => {
      const pdf = await request.scoped(async (tx) => {
        await usableProcess(tx, viewerOf(request), PROCESS_CODES.postedMail);
        return mergePostedMail(tx, { store: app.files, scope: request.scope() }, request.actor(), request.body.ids);
      });
      return sendPdf(reply, pdf, 'posted-mail.pdf');
    },
  );
}
