import { defineModule } from '../module';
import { correspondenceRoutes } from './correspondence.routes';
import { bulkMessagingRoutes } from './bulk-messaging.routes';
import { bulkSendJob } from './bulk-messaging.job';

/** Letters, emails and SMS, one at a time and in bulk. */
export const correspondenceModule = defineModule({
  name: 'correspondence',
  async routes(app) {
    await app.register(correspondenceRoutes);
    await app.register(bulkMessagingRoutes);
  },
  jobs: [bulkSendJob],
});
