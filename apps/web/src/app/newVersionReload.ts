/**
 * After a new version is deployed, the chunks an open tab was built against are gone: opening a
 * screen it has not loaded yet fails to import. The tab then loads the new version instead of
 * showing an error. The route's error page does it (a failed page or dialog chunk lands there once
 * the router has moved to the new address, so the reload opens the screen that was asked for). If
 * the new version fails the same way right after reloading, the error is shown rather than
 * reloading in a loop.
 */
const RELOADED_AT_KEY = 'wattle.newVersionReloadAt';
const RELOAD_GUARD_MS = 10_000;

const STALE_CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS',
];

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return STALE_CHUNK_MESSAGES.some((text) => message.includes(text));
}

/** Reloads the page to the deployed version unless it did so moments ago; true when it reloads. */
export function reloadToNewVersion(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
