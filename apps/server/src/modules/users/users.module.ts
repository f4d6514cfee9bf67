import { defineModule } from '../module';
import { usersRoutes } from './users.routes';
import { staffRoutes } from './staff.routes';

/** Users, their settings and the staff list. */
export const usersModule = defineModule({
  name: 'users',
  async routes(app) {
    await app.register(usersRoutes);
    await app.register(staffRoutes);
  },
});
