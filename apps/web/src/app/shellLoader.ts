import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readNavigationIdentifiers, withoutNavigationIdentifiers } from '../lib/navigationIdentifiers';
import { isSignedIn } from '../stores/authStore';
import { useSessionStore } from '../stores/sessionStore';
import { paths } from './paths';

/**
 * Runs before every signed-in screen: signed-out users go to /login; a link carrying customer
 * identifiers stores them as session identifiers and continues to the same path without them.
 */
export function shellLoader({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) return redirect(paths.login);
  const url = new URL(request.url);
  const identifiers = readNavigationIdentifiers(url.searchParams);
  if (!identifiers) return null;
  useSessionStore.getState().setNavigationIdentifiers(identifiers);
  return redirect(withoutNavigationIdentifiers(url));
}
