import { defineModule } from '../module';
import { reportSchedulesRoutes } from './report-schedules.routes';

/** Report schedules (the scheduler queues their reports). */
export const reportSchedulesModule = defineModule({
  name: 'report-schedules',
  routes: reportSchedulesRoutes,
});
