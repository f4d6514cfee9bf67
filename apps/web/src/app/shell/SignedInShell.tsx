import { useAuthStore } from '../../stores/authStore';
import { AppShell } from './AppShell';

/**
 * The shell while a user is signed in. Signing out (Logout or a 401) clears the user before the
 * browser reaches /login; the shell goes at once, so its menus and counters never load again
 * for a session that has ended.
 */
export function SignedInShell() {
  const signedIn = useAuthStore((s) => Boolean(s.user?.username));
  return signedIn ? <AppShell /> : null;
}
