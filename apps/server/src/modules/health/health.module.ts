import { defineModule } from '../module';
import { healthRoutes } from './health.routes';

/** Liveness and readiness of the server and its database. */
export const healthModule = defineModule({
  name: 'health',
  routes: healthRoutes,
});
