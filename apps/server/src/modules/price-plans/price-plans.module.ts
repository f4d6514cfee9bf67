import { defineModule } from '../module';
import { pricePlansRoutes } from './price-plans.routes';

/** Price plans and their editor. */
export const pricePlansModule = defineModule({
  name: 'price-plans',
  routes: pricePlansRoutes,
});
