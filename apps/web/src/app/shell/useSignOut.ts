import { useNavigate } from 'react-router';
import { authEndpoints } from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { clearSignedInState } from '../../stores/signOut';
import { paths } from '../paths';

/** Logout: ends the server session, forgets the user's state in the browser and goes to /login (spec 1 §4). */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    try {
      await callEndpoint(authEndpoints.logout);
    } catch (error) {
      console.error('Logout call failed; signing out locally', error);
    }
    clearSignedInState();
    await navigate(paths.login);
  };
}
