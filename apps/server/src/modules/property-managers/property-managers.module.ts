import { defineModule } from '../module';
import { propertyManagersRoutes } from './property-managers.routes';

/** Property managers and their buildings. */
export const propertyManagersModule = defineModule({
  name: 'property-managers',
  routes: propertyManagersRoutes,
});
