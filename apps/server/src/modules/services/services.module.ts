import { defineModule } from '../module';
import { servicesRoutes } from './services.routes';

/** A customer's services and usage. */
export const servicesModule = defineModule({
  name: 'services',
  routes: servicesRoutes,
});
