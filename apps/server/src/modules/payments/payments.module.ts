import { defineModule } from '../module';
import type { FastifyInstance } from 'fastify';
import { directDebitDueJob, directDebitRunJob } from './direct-debit/direct-debit.jobs';
import { paymentImportJob } from './payment-import.job';
import { paymentsRoutes } from './payments.routes';
import { providerPaymentsRoutes } from './provider-payments.routes';

/** Payments: recorded by hand, from payment files, assigned from the Unallocated payments queue, by card and by direct debit (docs/payments.md). */
export const paymentsModule = defineModule({
  name: 'payments',
  async routes(app: FastifyInstance) {
    await app.register(paymentsRoutes);
    await app.register(providerPaymentsRoutes);
  },
  jobs: [paymentImportJob, directDebitRunJob, directDebitDueJob],
});
