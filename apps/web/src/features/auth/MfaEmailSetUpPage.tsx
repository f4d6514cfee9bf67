import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type SubmitEvent } from 'react';
import { texts } from '@wattle/contract';
import { PageTitle } from '../../components/PageTitle';
import { setBanner } from '../../components/notices/noticeStore';
import { authApi } from './authApi';
import { CodeField, isCompleteCode } from './CodeField';
import { useCodeCheck } from './useCodeCheck';
import { useOwnBanner } from './useOwnBanner';

const sendCode = async () => {
  try {
    await authApi.sendSetUpEmailCode();
  } catch {
    setBanner('error', texts.mfa.emailSendError);
  }
};

/** Email two-step set-up (spec 3 §2.15): a code is sent on opening; Code, verify and 'Resend email'. */
export function MfaEmailSetUpPage() {
  useOwnBanner();
  const check = useCodeCheck(authApi.confirmEmail, texts.mfa.emailEnabled);
  const sent = useRef(false);
  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (sent.current) return;
    sent.current = true;
    void sendCode();
  }, []);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (isCompleteCode(check.code)) void check.verify();
  };
  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageTitle />
      <Paper sx={{ p: 3 }}>
        <form noValidate onSubmit={submit}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {texts.mfa.emailTitle}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {texts.mfa.emailPrompt}
          </Typography>
          <CodeField value={check.code} onChange={check.setCode} disabled={check.busy} />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={check.busy || !isCompleteCode(check.code)}>
              {texts.mfa.verify}
            </Button>
            <Button onClick={() => void sendCode()}>{texts.mfa.resendEmail}</Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
