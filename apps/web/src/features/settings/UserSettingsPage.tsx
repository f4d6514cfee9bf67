import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { texts, type MfaMethod } from '@wattle/contract';
import { paths } from '../../app/paths';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { showErrorOf, showSnackbar } from '../../components/notices/noticeStore';
import { authApi, authKeys, userSettingsQuery } from '../auth/authApi';
import { MfaProofDialog } from './MfaProofDialog';
import { ProviderSignInCard } from './ProviderSignInCard';
import { mfaMethodsOf } from './mfaMethodsOf';
import { TwoStepCard } from './TwoStepCard';

const s = texts.settings;

/** My Settings (spec 3 §2.15): the user's fields read-only, the two-step methods and the accounting provider's sign-in. */
export function UserSettingsPage() {
  const queryClient = useQueryClient();
  const settings = useQuery(userSettingsQuery);
  // The method being removed: the password and a current code are asked for first.
  const [removing, setRemoving] = useState<MfaMethod | null>(null);

  useEffect(() => {
    if (settings.error) showErrorOf(settings.error);
  }, [settings.error]);

  if (!settings.data) return settings.isPending ? <PageLoading /> : <PageTitle />;
  const user = settings.data;
  const fields: [string, string][] = [
    [s.firstName, user.firstName],
    [s.lastName, user.lastName],
    [s.emailAddress, user.emailAddress],
    [s.username, user.username],
  ];
  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageTitle title={s.title} />
      <Paper sx={{ p: 3, mb: 3 }}>
        <Grid container spacing={2}>
          {fields.map(([label, value]) => (
            <Grid key={label} size={{ xs: 12, sm: 6 }}>
              <TextField label={label} value={value} fullWidth slotProps={{ input: { readOnly: true } }} />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {s.twoStep}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TwoStepCard
          title={s.authenticatorCard}
          hint={s.authenticatorHint}
          enabled={user.mfaTotpEnabled}
          setUpPath={paths.mfaTotpSetUp}
          canRemove
          onRemove={() => setRemoving('totp')}
        />
        <TwoStepCard
          title={s.emailCard}
          hint={s.emailHint}
          enabled={user.mfaEmailEnabled}
          setUpPath={paths.mfaEmailSetUp}
          canRemove={!user.mfaTotpEnabled}
          onRemove={() => setRemoving('email')}
        />
      </Stack>
      {removing ? (
        <MfaProofDialog
          methods={mfaMethodsOf(user)}
          save={removing === 'totp' ? authApi.removeTotp : authApi.removeEmail}
          announce={(envelope) => showSnackbar(envelope.messages[0]?.message ?? s.removed)}
          onSaved={async () => {
            setRemoving(null);
            await queryClient.invalidateQueries({ queryKey: authKeys.settings });
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
      <ProviderSignInCard linked={user.accountingSignInLinked} />
    </Box>
  );
}
