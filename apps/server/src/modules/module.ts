import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../jobs/job';
import type { SectionSpec } from './sections/section-spec';

/**
 * A business module as the server composes it: one manifest per module folder (`<module>.module.ts`),
 * listed once in modules/index.ts (docs/ARCHITECTURE.md "Modules").
 */
export interface WattleModule {
  name: string;
  /** Its API routes, registered under /api (a Fastify plugin: its hooks and decorations stay its own). */
  routes?: (app: FastifyInstance) => Promise<void>;
  /** Its background work (jobs/job.ts), started by every server with JOBS=on. */
  jobs?: readonly JobDefinition[];
  /** Its sections (customer pages, maintenance screens), served by the section engine. */
  sections?: readonly SectionSpec[];
}

export const defineModule = (module: WattleModule): WattleModule => module;
