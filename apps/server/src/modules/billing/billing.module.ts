import { defineModule } from '../module';
import { billingRoutes } from './billing.routes';
import { billRunJob } from './bill-run.job';

/** Bill runs, invoices, credit notes and the instant invoice. */
export const billingModule = defineModule({
  name: 'billing',
  routes: billingRoutes,
  jobs: [billRunJob],
});
