import { defineModule } from '../module';
import { correspondenceRoutes } from './correspondence.routes';
import { bulkMessagingRoutes } from './bulk-messaging.routes';
import { bulkSendJob } from './bulk-messaging.job';
import { smsSendJob } from './sms-send.job';
import { smsWebhookRoutes } from './sms-webhook.routes';
import { emailWebhookRoutes } from './email-webhook.routes';
import { mailSubmitJob } from './mail-submit.job';
import { invoiceEmailJob } from './invoice-email.job';
import { mailWebhookRoutes } from './mail-webhook.routes';

/** Letters, emails and SMS, one at a time and in bulk; issued invoices emailed with their PDF; SMS and posted letters sent through the connected providers, their receipts and tracking taken back; email bounces and complaints taken back from the email provider. */
export const correspondenceModule = defineModule({
  name: 'correspondence',
  async routes(app) {
    await app.register(correspondenceRoutes);
    await app.register(bulkMessagingRoutes);
    await app.register(smsWebhookRoutes);
    await app.register(emailWebhookRoutes);
    await app.register(mailWebhookRoutes);
  },
  jobs: [bulkSendJob, smsSendJob, mailSubmitJob, invoiceEmailJob],
});
