import { defineModule } from '../module';
import { customersRoutes } from './customers.routes';

/** Customers, their accounts and balances. */
export const customersModule = defineModule({
  name: 'customers',
  routes: customersRoutes,
});
