import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module';
import { accountingRoutes } from './accounting/accounting.routes';
import { accountingPostingJob, accountingPostingScheduleJob } from './accounting/posting/posting.job';
import { addonsRoutes } from './addons.routes';
import { helpdeskRoutes } from './helpdesk/helpdesk.routes';
import { mailhouseRoutes } from './mailhouse/mailhouse.routes';
import { meteringProviders } from './metering/metering-access';
import { meteringRoutes } from './metering/metering.routes';
import { paymentProviders } from './payments/payment-provider-access';
import { smsProviders } from './sms/sms-provider-access';

/** The providers a company connects on its Add-ons card: metering, payments, SMS, the mail house, the help desk and accounting (whose ledger a job posts). */
export const integrationsModule = defineModule({
  name: 'integrations',
  async routes(app: FastifyInstance) {
    const metering = meteringProviders(app);
    await app.register(meteringRoutes, { metering });
    await app.register(addonsRoutes, { metering, payments: paymentProviders(app), sms: smsProviders(app) });
    await app.register(accountingRoutes);
    await app.register(helpdeskRoutes);
    await app.register(mailhouseRoutes);
  },
  jobs: [accountingPostingJob, accountingPostingScheduleJob],
});
