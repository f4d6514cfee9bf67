import { defineModule } from '../module';
import { sectionSpecs } from './definitions/index';
import { sectionsRoutes } from './sections.routes';

/** The section engine, and the customer and maintenance sections defined with it. */
export const sectionsModule = defineModule({
  name: 'sections',
  routes: sectionsRoutes,
  sections: sectionSpecs,
});
