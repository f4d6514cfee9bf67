import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { texts, thirdPartyLandingQuerySchema } from '@wattle/contract';
import { paths } from '../../app/paths';
import { authApi } from './authApi';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * Where the accounting provider's sign-in lands (spec 1 §2.1): stores the user from the query
 * (completed with the user's own settings) and goes on to the dashboard.
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
    const landing = parsed.data;
    void (async () => {
      // The query names the user; the rest of the user's fields come from the new session.
      const settings = await authApi.settings().catch(() => null);
      if (!settings) return navigate(paths.login, { replace: true });
      await completeSignIn(
        {
          username: landing.username,
          displayName: landing.displayName,
          companyCode: landing.companyCode,
          freeTrial: landing.freeTrial === 'true',
          firstName: settings.firstName,
          lastName: settings.lastName,
          emailAddress: settings.emailAddress,
          userRoles: settings.userRoles,
          demoMode: settings.demoMode,
        },
        paths.dashboard,
      );
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
