import { defineModule } from '../module';
import { paymentImportJob } from './payment-import.job';
import { paymentsRoutes } from './payments.routes';

/** Payments: recorded by hand, from payment files, assigned from the Unallocated payments queue (docs/payments.md). */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: paymentsRoutes,
  jobs: [paymentImportJob],
});
