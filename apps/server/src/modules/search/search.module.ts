import { defineModule } from '../module';
import { searchRoutes } from './search.routes';

/** The account search. */
export const searchModule = defineModule({
  name: 'search',
  routes: searchRoutes,
});
