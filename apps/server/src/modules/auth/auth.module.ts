import { defineModule } from '../module';
import { authRoutes } from './auth.routes';
import { resetRoutes } from './reset.routes';
import { ssoRoutes } from './sso/sso.routes';
import { sessionPurgeJob } from '../../jobs/session-purge';

/** Sign-in, sessions, password reset and single sign-on. */
export const authModule = defineModule({
  name: 'auth',
  async routes(app) {
    await app.register(authRoutes);
    await app.register(resetRoutes);
    await app.register(ssoRoutes);
  },
  jobs: [sessionPurgeJob],
});
