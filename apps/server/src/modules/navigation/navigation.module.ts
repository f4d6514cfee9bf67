import { defineModule } from '../module';
import { navigationRoutes } from './navigation.routes';

/** Menus, help topics and what each role may open. */
export const navigationModule = defineModule({
  name: 'navigation',
  routes: navigationRoutes,
});
