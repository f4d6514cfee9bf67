import { defineModule } from '../module';
import { documentsRoutes } from './documents.routes';

/** A customer's documents and photos. */
export const documentsModule = defineModule({
  name: 'documents',
  routes: documentsRoutes,
});
