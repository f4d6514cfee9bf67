import { useNavigate } from 'react-router';
import type { SessionUser } from '@wattle/contract';
import { reloadSystemParameters } from '../../api/systemParameters';
import { paths } from '../../app/paths';
import { useAuthStore } from '../../stores/authStore';
import { useSessionStore } from '../../stores/sessionStore';

/**
 * After a successful sign-in (spec 1 §4): the user is set, session identifiers and the customer type
 * are cleared, system parameters are loaded, then free-trial users go to /free-trial, others to /dashboard
 * (unless the caller names the destination).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return async (user: SessionUser, destination = user.freeTrial ? paths.freeTrial : paths.dashboard) => {
    useAuthStore.getState().setUser(user);
    useSessionStore.getState().clearIdentifiers();
    try {
      await reloadSystemParameters();
    } catch (error) {
      console.error('System parameters failed to load', error);
    }
    await navigate(destination, { replace: true });
  };
}
