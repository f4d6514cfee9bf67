import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { billingRoutes } from './billing/billing.routes';
import { resetRoutes } from './auth/reset.routes';
import { ssoRoutes } from './auth/sso/sso.routes';
import { correspondenceRoutes } from './correspondence/correspondence.routes';
import { customersRoutes } from './customers/customers.routes';
import { dashboardModule } from './dashboard/dashboard.module';
import { documentsPdfRoutes } from './documents-pdf/documents-pdf.routes';
import { freeTrialRoutes } from './free-trial/free-trial.routes';
import { healthRoutes } from './health/health.routes';
import { lookupsRoutes } from './lookups/lookups.routes';
import { navigationRoutes } from './navigation/navigation.routes';
import { pricePlansRoutes } from './price-plans/price-plans.routes';
import { ribbonsRoutes } from './ribbons/ribbons.routes';
import { searchRoutes } from './search/search.routes';
import { sectionsRoutes } from './sections/sections.routes';
import { servicesRoutes } from './services/services.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { staffRoutes } from './users/staff.routes';
import { usersRoutes } from './users/users.routes';
import { wizardsRoutes } from './wizards/wizards.routes';

/** Every business module's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
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
  await app.register(lookupsRoutes);
  await app.register(wizardsRoutes);
  await app.register(freeTrialRoutes);
  await app.register(uploadsRoutes);
  await app.register(dashboardModule);
  await app.register(correspondenceRoutes);
  await app.register(ribbonsRoutes);
  await app.register(pricePlansRoutes);
  await app.register(billingRoutes);
  await app.register(servicesRoutes);
}
