import { forgetPersistedQueries } from '../api/persistedQuery';
import { queryClient } from '../api/queryClient';
import { useAuthStore } from './authStore';
import { useSessionStore } from './sessionStore';
import { useUnsavedChangesStore } from './unsavedChangesStore';

/**
 * Forgets everything the signed-in user left in the browser (spec 1 §4, logout and any 401):
 * user, system parameters, user settings, session identifiers, main search value and cached server data.
 */
export function clearSignedInState() {
  useAuthStore.getState().clear();
  forgetPersistedQueries();
  useSessionStore.getState().clear();
  useUnsavedChangesStore.getState().setUnsavedChanges(false);
  void queryClient.cancelQueries();
  queryClient.clear();
}
