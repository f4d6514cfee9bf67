import { defineModule } from '../module';
import { metricsRoutes } from './metrics.routes';

/** Prometheus metrics of the server. */
export const metricsModule = defineModule({
  name: 'metrics',
  routes: metricsRoutes,
});
