import type { FastifyInstance } from 'fastify';
import { demoReadsJob } from '../jobs/demo-reads';
import type { JobDefinition } from '../jobs/job';
import { activitiesModule } from './activities/activities.module';
import { authModule } from './auth/auth.module';
import { billingModule } from './billing/billing.module';
import { buildingsModule } from './buildings/buildings.module';
import { correspondenceModule } from './correspondence/correspondence.module';
import { customersModule } from './customers/customers.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { documentsPdfModule } from './documents-pdf/documents-pdf.module';
import { documentsModule } from './documents/documents.module';
import { freeTrialModule } from './free-trial/free-trial.module';
import { healthModule } from './health/health.module';
import { htmlTemplatesModule } from './html-templates/html-templates.module';
import { integrationsModule } from './integrations/integrations.module';
import { lookupsModule } from './lookups/lookups.module';
import { metricsModule } from './metrics/metrics.module';
import type { WattleModule } from './module';
import type { SectionSpec } from './sections/section-spec';
import { navigationModule } from './navigation/navigation.module';
import { paymentsModule } from './payments/payments.module';
import { paymentPlansModule } from './payment-plans/payment-plans.module';
import { pricePlanImpactModule } from './price-plan-impact/price-plan-impact.module';
import { pricePlansModule } from './price-plans/price-plans.module';
import { propertyManagersModule } from './property-managers/property-managers.module';
import { reportSchedulesModule } from './report-schedules/report-schedules.module';
import { reportsModule } from './reports/reports.module';
import { ribbonsModule } from './ribbons/ribbons.module';
import { searchModule } from './search/search.module';
import { sectionsModule } from './sections/sections.module';
import { servicesModule } from './services/services.module';
import { systemJobsModule } from './system-jobs/system-jobs.module';
import { systemSettingsModule } from './system-settings/system-settings.module';
import { uploadsModule } from './uploads/uploads.module';
import { usersModule } from './users/users.module';
import { wizardsModule } from './wizards/wizards.module';

/** Every business module, each declared by its manifest (`<module>.module.ts`): a module is added by one line here. */
const modules: readonly WattleModule[] = [
  healthModule,
  metricsModule,
  navigationModule,
  searchModule,
  authModule,
  usersModule,
  sectionsModule,
  customersModule,
  documentsPdfModule,
  documentsModule,
  lookupsModule,
  wizardsModule,
  freeTrialModule,
  uploadsModule,
  dashboardModule,
  correspondenceModule,
  htmlTemplatesModule,
  ribbonsModule,
  pricePlansModule,
  pricePlanImpactModule,
  billingModule,
  paymentsModule,
  paymentPlansModule,
  activitiesModule,
  integrationsModule,
  buildingsModule,
  servicesModule,
  systemSettingsModule,
  propertyManagersModule,
  systemJobsModule,
  reportsModule,
  reportSchedulesModule,
];

/** Every module's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  for (const module of modules) if (module.routes) await app.register(module.routes);
}

/** Every module's sections, for the section engine (read when the app starts, after every manifest has loaded). */
export const moduleSections: readonly SectionSpec[] = modules.flatMap((module) => module.sections ?? []);

/** Every module's background work, and the demo dataset's reads as days pass: started by every server with JOBS=on. */
export const moduleJobs: readonly JobDefinition[] = [...modules.flatMap((module) => module.jobs ?? []), demoReadsJob];
