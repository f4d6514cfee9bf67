import { defineModule } from '../module';
import { buildingsRoutes } from './buildings.routes';

/** Buildings (embedded networks). */
export const buildingsModule = defineModule({
  name: 'buildings',
  routes: buildingsRoutes,
});
