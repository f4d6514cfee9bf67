import { defineModule } from '../module';
import { documentsPdfRoutes } from './documents-pdf.routes';

/** Invoices and letters as PDF. */
export const documentsPdfModule = defineModule({
  name: 'documents-pdf',
  routes: documentsPdfRoutes,
});
