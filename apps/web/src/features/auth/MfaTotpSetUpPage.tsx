import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { texts, type MfaChangeProof, type TotpSetUpResponse } from '@wattle/contract';
import { paths } from '../../app/paths';
import { PageTitle } from '../../components/PageTitle';
import { setBanner } from '../../components/notices/noticeStore';
import { MfaProofDialog } from '../settings/MfaProofDialog';
import { mfaMethodsOf } from '../settings/mfaMethodsOf';
import { authApi, userSettingsQuery } from './authApi';
import { CodeField, isCompleteCode } from './CodeField';
import { firstMessageOr } from './firstMessage';
import { useCodeCheck } from './useCodeCheck';
import { useOwnBanner } from './useOwnBanner';

/**
 * Authenticator-app set-up (spec 3 §2.15): intro, then QR code, secret and code, then the
 * dashboard. While a second step is already on, the password and a current code are asked first.
 */
export function MfaTotpSetUpPage() {
  const navigate = useNavigate();
  const [setUp, setSetUp] = useState<TotpSetUpResponse | null>(null);
  const [starting, setStarting] = useState(false);
  const [proving, setProving] = useState(false);
  const settings = useQuery(userSettingsQuery);
  const methods = settings.data ? mfaMethodsOf(settings.data) : [];
  useOwnBanner();
  const check = useCodeCheck(authApi.confirmTotp, texts.mfa.totpEnabled);

  const start = async () => {
    if (methods.length > 0) {
      setProving(true);
      return;
    }
    setStarting(true);
    setBanner('none');
    try {
      setSetUp(await authApi.totpSetUp());
    } catch (error) {
      setBanner('error', firstMessageOr(error, texts.mfa.somethingWrong));
    } finally {
      setStarting(false);
    }
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (isCompleteCode(check.code)) void check.verify();
  };

  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageTitle />
      <Paper sx={{ p: 3 }}>
        {setUp ? (
          <form noValidate onSubmit={submit}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {texts.mfa.totpTitle}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {texts.mfa.totpScan}
            </Typography>
            <Box
              component="img"
              src={`data:image/png;base64,${setUp.qrCodeBase64}`}
              alt={texts.mfa.qrAlt}
              sx={{ width: 200, height: 200, display: 'block', mb: 2 }}
            />
            <Typography variant="body2">{texts.mfa.totpManual}</Typography>
            <Typography variant="body1" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 2 }}>
              {setUp.secret}
            </Typography>
            <CodeField value={check.code} onChange={check.setCode} disabled={check.busy} />
            <Button type="submit" variant="contained" disabled={check.busy || !isCompleteCode(check.code)}>
              {texts.mfa.verify}
            </Button>
          </form>
        ) : (
          <>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {texts.mfa.intro}
            </Typography>
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={() => void start()} disabled={starting || settings.isPending}>
                {texts.mfa.setup}
              </Button>
              <Button onClick={() => void navigate(paths.dashboard)}>{texts.mfa.notNow}</Button>
            </Stack>
          </>
        )}
      </Paper>
      {proving ? (
        <MfaProofDialog
          methods={methods}
          save={(proof: MfaChangeProof) => authApi.totpSetUp(proof)}
          onSaved={(answer) => {
            setProving(false);
            setSetUp(answer);
          }}
          onClose={() => setProving(false)}
        />
      ) : null}
    </Box>
  );
}
