import { defineModule } from '../module';
import { correspondenceRoutes } from './correspondence.routes';
import { bulkMessagingRoutes } from './bulk-messaging.routes';
import { bulkSendJob } from './bulk-messaging.job';
import { smsSendJob } from './sms-send.job';
import { smsWebhookRoutes } from './sms-webhook.routes';
import { emailWebhookRoutes } from './email-webhook.routes';

/** Letters, emails and SMS, one at a time and in bulk; SMS sent through the connected provider, its receipts and replies taken back; email bounces and complaints taken back from the email provider. */
export const correspondenceModule = defineModule({
  name: 'correspondence',
  async routes(app) {
    await app.register(correspondenceRoutes);
    await app.register(bulkMessagingRoutes);
    await app.register(smsWebhookRoutes);
    await app.register(emailWebhookRoutes);
  },
  jobs: [bulkSendJob, smsSendJob],
});
