/**
 * Starts what the browser tests run against, like a user would: the built app
 * (`npm run build` ran first) on a free port with a fresh PGlite data folder and a small demo
 * dataset, sending mail to a local SMTP sink. Returns the teardown.
 */
import { startAppWorld } from './support/app-world';
import { publishE2eEnv } from './support/env';

export default async function globalSetup() {
  // The shared server runs on the embedded store, as `npm start` does; the specs' own servers use PostgreSQL when CI has one.
  const world = await startAppWorld('e2e', { DEMO_CUSTOMERS: '300' }, { embedded: true });
  publishE2eEnv({ baseURL: world.url, mailDir: world.mailDir });
  return () => world.stop();
}
