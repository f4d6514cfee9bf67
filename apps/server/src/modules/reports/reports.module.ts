import { defineModule } from '../module';
import { reportsRoutes } from './reports.routes';
import { savedReportJob } from './saved-reports.job';

/** Reports and saved reports. */
export const reportsModule = defineModule({
  name: 'reports',
  routes: reportsRoutes,
  jobs: [savedReportJob],
});
