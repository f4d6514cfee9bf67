import { defineModule } from '../module';
import { systemJobsRoutes } from './system-jobs.routes';
import { dueTasksJob } from '../../jobs/scheduled-tasks';
import { taskRunJob } from '../dashboard/task-run';

/** Scheduled tasks and system jobs, and the scheduler that runs them. */
export const systemJobsModule = defineModule({
  name: 'system-jobs',
  routes: systemJobsRoutes,
  jobs: [dueTasksJob, taskRunJob],
});
