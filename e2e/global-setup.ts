/**
 * Starts what the browser tests run against, like a user would: the built app
 * (`npm run build` ran first) on a free port with a fresh store (a database on the PostgreSQL
 * server CI names, PGlite otherwise) and a small demo dataset, sending mail to a local SMTP sink.
 * Returns the teardown.
 */
import { startAppWorld } from './support/app-world';
import { publishE2eEnv } from './support/env';

export default async function globalSetup() {
  // On the PostgreSQL server when CI has one (its queries run beside each other, PGlite's one at a time); the sign-in journeys' own servers run on the embedded store, as `npm start` does.
  const world = await startAppWorld('e2e', { DEMO_CUSTOMERS: '300' });
  publishE2eEnv({ baseURL: world.url, mailDir: world.mailDir });
  return () => world.stop();
}
