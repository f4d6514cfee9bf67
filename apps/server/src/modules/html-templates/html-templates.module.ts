import { defineModule } from '../module';
import { htmlTemplatesRoutes } from './html-templates.routes';

/** Letter and email templates. */
export const htmlTemplatesModule = defineModule({
  name: 'html-templates',
  routes: htmlTemplatesRoutes,
});
