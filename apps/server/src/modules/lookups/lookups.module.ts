import { defineModule } from '../module';
import { lookupsRoutes } from './lookups.routes';

/** Lookup lists. */
export const lookupsModule = defineModule({
  name: 'lookups',
  routes: lookupsRoutes,
});
