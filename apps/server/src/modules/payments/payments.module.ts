import { defineModule } from '../module';
import { paymentsRoutes } from './payments.routes';

/** Payments. */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: paymentsRoutes,
});
