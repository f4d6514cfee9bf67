import { defineModule } from '../module';
import { impactJob } from './impact.job';

/** The impact preview of an edited price plan (its routes are the price plans' own). */
export const pricePlanImpactModule = defineModule({
  name: 'price-plan-impact',
  jobs: [impactJob],
});
