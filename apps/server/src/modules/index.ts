import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../jobs/job';
import { demoReadsJob } from '../jobs/demo-reads';
import { dueTasksJob } from '../jobs/scheduled-tasks';
import { sessionPurgeJob } from '../jobs/session-purge';
import { billRunJob } from './billing/bill-run.job';
import { bulkSendJob } from './correspondence/bulk-messaging.job';
import { impactJob } from './price-plan-impact/impact.job';
import { savedReportJob } from './reports/saved-reports.job';
import { activitiesRoutes } from './activities/activities.routes';
import { activitiesManagementRoutes } from './activities/activities-management.routes';
import { authRoutes } from './auth/auth.routes';
import { billingRoutes } from './billing/billing.routes';
import { buildingsRoutes } from './buildings/buildings.routes';
import { resetRoutes } from './auth/reset.routes';
import { ssoRoutes } from './auth/sso/sso.routes';
import { bulkMessagingRoutes } from './correspondence/bulk-messaging.routes';
import { correspondenceRoutes } from './correspondence/correspondence.routes';
import { customersRoutes } from './customers/customers.routes';
import { dashboardModule } from './dashboard/dashboard.module';
import { documentsPdfRoutes } from './documents-pdf/documents-pdf.routes';
import { documentsRoutes } from './documents/documents.routes';
import { freeTrialRoutes } from './free-trial/free-trial.routes';
import { healthRoutes } from './health/health.routes';
import { metricsRoutes } from './metrics/metrics.routes';
import { htmlTemplatesRoutes } from './html-templates/html-templates.routes';
import { accountingRoutes } from './integrations/accounting/accounting.routes';
import { addonsRoutes } from './integrations/addons.routes';
import { meteringProviders } from './integrations/metering/metering-access';
import { meteringRoutes } from './integrations/metering/metering.routes';
import { lookupsRoutes } from './lookups/lookups.routes';
import { navigationRoutes } from './navigation/navigation.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { pricePlansRoutes } from './price-plans/price-plans.routes';
import { propertyManagersRoutes } from './property-managers/property-managers.routes';
import { reportsRoutes } from './reports/reports.routes';
import { reportSchedulesRoutes } from './report-schedules/report-schedules.routes';
import { ribbonsRoutes } from './ribbons/ribbons.routes';
import { searchRoutes } from './search/search.routes';
import { sectionsRoutes } from './sections/sections.routes';
import { servicesRoutes } from './services/services.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { staffRoutes } from './users/staff.routes';
import { systemSettingsRoutes } from './system-settings/system-settings.routes';
import { systemJobsRoutes } from './system-jobs/system-jobs.routes';
import { usersRoutes } from './users/users.routes';
import { wizardsRoutes } from './wizards/wizards.routes';

/** Every business module's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(navigationRoutes);
  await app.register(searchRoutes);
  await app.register(authRoutes);
  await app.register(resetRoutes);
  await app.register(ssoRoutes);
  await app.register(usersRoutes);
  await app.register(staffRoutes);
  await app.register(sectionsRoutes);
  await app.register(customersRoutes);
  await app.register(documentsPdfRoutes);
  await app.register(documentsRoutes);
  await app.register(lookupsRoutes);
  await app.register(wizardsRoutes);
  await app.register(freeTrialRoutes);
  await app.register(uploadsRoutes);
  await app.register(dashboardModule);
  await app.register(correspondenceRoutes);
  await app.register(htmlTemplatesRoutes);
  await app.register(bulkMessagingRoutes);
  await app.register(ribbonsRoutes);
  await app.register(pricePlansRoutes);
  await app.register(billingRoutes);
  await app.register(paymentsRoutes);
  await app.register(activitiesRoutes);
  await app.register(activitiesManagementRoutes);
  const metering = meteringProviders(app);
  await app.register(meteringRoutes, { metering });
  await app.register(addonsRoutes, { metering });
  await app.register(accountingRoutes);
  await app.register(buildingsRoutes);
  await app.register(servicesRoutes);
  await app.register(systemSettingsRoutes);
  await app.register(propertyManagersRoutes);
  await app.register(systemJobsRoutes);
  await app.register(reportsRoutes);
  await app.register(reportSchedulesRoutes);
}

/** Every module's background work (jobs/job.ts), started by every server with JOBS=on. */
export const moduleJobs: readonly JobDefinition[] = [
  billRunJob,
  impactJob,
  savedReportJob,
  bulkSendJob,
  dueTasksJob,
  sessionPurgeJob,
  demoReadsJob,
] as JobDefinition[];
