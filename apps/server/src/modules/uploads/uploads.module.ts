import { defineModule } from '../module';
import { uploadsRoutes } from './uploads.routes';

/** Uploaded files. */
export const uploadsModule = defineModule({
  name: 'uploads',
  routes: uploadsRoutes,
});
