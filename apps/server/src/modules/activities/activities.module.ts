import { defineModule } from '../module';
import { activitiesRoutes } from './activities.routes';
import { activitiesManagementRoutes } from './activities-management.routes';

/** Activities and their management. */
export const activitiesModule = defineModule({
  name: 'activities',
  async routes(app) {
    await app.register(activitiesRoutes);
    await app.register(activitiesManagementRoutes);
  },
});
