import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { sectionsRoutes } from './sections/sections.routes';

/** Every business module's routes, mounted under /api. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(sectionsRoutes);
}
