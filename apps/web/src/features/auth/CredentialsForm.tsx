import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { authEndpoints, loginRequestSchema, texts, type LoginRequest } from '@wattle/contract';
import { endpointUrl } from '../../api/callEndpoint';
import { paths } from '../../app/paths';

const formSchema = loginRequestSchema.extend({
  username: z.string().trim().min(1, texts.fields.required),
  password: z.string().min(1, texts.fields.required),
  useDemoMode: z.boolean(),
});

/** Username, password and the Demo/Live switch; the reset link and the accounting provider's sign-in. */
export function CredentialsForm({ demo, busy, onSubmit }: { demo: boolean; busy: boolean; onSubmit: (form: LoginRequest) => Promise<void> }) {
  const { register, control, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: '', password: '', useDemoMode: demo },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event) /* onSubmit shows its own failures */}>
      <TextField
        label={texts.login.username}
        autoComplete="username"
        autoFocus
        fullWidth
        sx={{ mb: 2 }}
        {...register('username')}
        error={!!formState.errors.username}
        helperText={formState.errors.username?.message}
      />
      <TextField
        label={texts.login.password}
        type="password"
        autoComplete="current-password"
        fullWidth
        sx={{ mb: 1 }}
        {...register('password')}
        error={!!formState.errors.password}
        helperText={formState.errors.password?.message}
      />
      <Controller
        control={control}
        name="useDemoMode"
        render={({ field }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="body2">{texts.login.live}</Typography>
            <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} slotProps={{ input: { 'aria-label': texts.login.demo } }} />
            <Typography variant="body2">{texts.login.demo}</Typography>
          </Stack>
        )}
      />
      <Button type="submit" variant="contained" fullWidth size="large" disabled={busy}>
        {texts.login.submit}
      </Button>
      <Link component={RouterLink} to={paths.sendResetPasswordLink} variant="body2" sx={{ display: 'block', mt: 2 }}>
        {texts.login.forgotPassword}
      </Link>
      <Divider sx={{ my: 3 }} />
      {/* A full browser redirect to the provider's single-sign-on link (spec 1 §2.2). */}
      <Button variant="outlined" fullWidth href={endpointUrl(authEndpoints.ssoStart)}>
        {texts.login.signInWith} {texts.login.accountingProvider}
      </Button>
    </form>
  );
}
