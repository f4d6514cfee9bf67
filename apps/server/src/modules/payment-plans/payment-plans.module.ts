import { defineModule } from '../module';
import { missedInstalmentsJob } from './missed-instalments.job';

/** Payment plans and smooth pay: instalments met by payments (allocation), missed ones default the plan (docs/payments.md "Payment plans"). */
export const paymentPlansModule = defineModule({
  name: 'payment-plans',
  jobs: [missedInstalmentsJob],
});
