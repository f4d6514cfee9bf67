/**
 * Starts what the browser tests run against, like a user would: the built app
 * (`npm run build` ran first) on a free port with a fresh data folder and a small demo
 * dataset, sending mail to a local SMTP sink. Returns the teardown.
 */
import { startAppWorld } from './support/app-world';
import { publishE2eEnv } from './support/env';

export default async function globalSetup() {
  const world = await startAppWorld('e2e', {
    DEMO_CUSTOMERS: '300',
    // Every test signs in from 127.0.0.1: the per-address sign-in limit is for people, not for a test run.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  });
  publishE2eEnv({ baseURL: world.url, mailDir: world.mailDir });
  return () => world.stop();
}
