import { defineModule } from '../module';
import { sectionsRoutes } from './sections.routes';

/** The section engine: customer and maintenance sections from their definitions. */
export const sectionsModule = defineModule({
  name: 'sections',
  routes: sectionsRoutes,
});
