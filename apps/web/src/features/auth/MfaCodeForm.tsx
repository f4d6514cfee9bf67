import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { texts, type MfaMethod } from '@wattle/contract';
import { CodeField, isCompleteCode } from './CodeField';

interface Props {
  method: MfaMethod;
  methods: MfaMethod[];
  busy: boolean;
  onSubmit: (code: string) => Promise<void>;
  onSwitch: () => void;
  onResend: () => Promise<void>;
  onBack: () => void;
}

/** The authenticator or email code view of the sign-in (spec 1 §2.2); the code is cleared after each attempt. */
export function MfaCodeForm({ method, methods, busy, onSubmit, onSwitch, onResend, onBack }: Props) {
  const [code, setCode] = useState('');
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) return;
    await onSubmit(code);
    setCode('');
  };
  const email = method === 'email';
  return (
    <form noValidate onSubmit={(event) => void submit(event) /* submit shows its own failures */}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {email ? texts.login.emailTitle : texts.login.totpTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {email ? texts.login.emailPrompt : texts.login.totpPrompt}
      </Typography>
      <CodeField value={code} onChange={setCode} disabled={busy} />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={busy || !isCompleteCode(code)}>
        {texts.login.verify}
      </Button>
      <Stack spacing={1} sx={{ mt: 2 }}>
        {email ? (
          <Link component="button" type="button" variant="body2" onClick={() => void onResend()} sx={{ alignSelf: 'flex-start' }}>
            {texts.login.resendCode}
          </Link>
        ) : null}
        {methods.length > 1 ? (
          <Link component="button" type="button" variant="body2" onClick={onSwitch} sx={{ alignSelf: 'flex-start' }}>
            {email ? texts.login.useTotp : texts.login.useEmail}
          </Link>
        ) : null}
        <Link component="button" type="button" variant="body2" onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          {texts.login.backToSignIn}
        </Link>
      </Stack>
    </form>
  );
}
