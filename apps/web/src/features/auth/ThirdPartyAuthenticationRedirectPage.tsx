import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { sessionUserSchema, texts, thirdPartyLandingQuerySchema } from '@wattle/contract';
import { paths } from '../../app/paths';
import { queryClient } from '../../api/queryClient';
import { userSettingsQuery } from './authApi';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * Where the accounting provider's sign-in lands (spec 1 §2.1): stores the user of the new session
 * (the query is checked for its shape only) and goes on to the dashboard.
 */
export function ThirdPartyAuthenticationRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();

  useEffect(() => {
    const parsed = thirdPartyLandingQuerySchema.safeParse(Object.fromEntries(params));
    if (!parsed.success) {
      void navigate(paths.login, { replace: true });
      return;
    }
    void (async () => {
      // Who signed in is the new session's user, never the query's (a crafted landing address
      // names whoever it likes): the query only says the provider's round trip ended here.
      const settings = await queryClient.query({ ...userSettingsQuery, staleTime: 0 }).catch(() => null);
      if (!settings) return navigate(paths.login, { replace: true });
      await completeSignIn(sessionUserSchema.parse(settings), paths.dashboard);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the landing's query.
  }, []);

  return (
    <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }} spacing={2}>
      <CircularProgress />
      <Typography>{texts.login.thirdPartySigningIn}</Typography>
    </Stack>
  );
}
