import { defineModule } from '../module';
import { systemSettingsRoutes } from './system-settings.routes';

/** System parameters and company settings. */
export const systemSettingsModule = defineModule({
  name: 'system-settings',
  routes: systemSettingsRoutes,
});
