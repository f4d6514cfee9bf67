import { defineModule } from '../module';
import { wizardsRoutes } from './wizards.routes';

/** The wizard engine. */
export const wizardsModule = defineModule({
  name: 'wizards',
  routes: wizardsRoutes,
});
