import { defineModule } from '../module';
import { freeTrialRoutes } from './free-trial.routes';

/** The free-trial sign-up. */
export const freeTrialModule = defineModule({
  name: 'free-trial',
  routes: freeTrialRoutes,
});
