import { defineModule } from '../module';
import { ribbonsRoutes } from './ribbons.routes';

/** Ribbons of the customer page. */
export const ribbonsModule = defineModule({
  name: 'ribbons',
  routes: ribbonsRoutes,
});
