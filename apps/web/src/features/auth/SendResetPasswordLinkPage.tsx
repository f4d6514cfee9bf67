import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { sendResetLinkQuerySchema, texts, type SendResetLinkQuery } from '@wattle/contract';
import { paths } from '../../app/paths';
import { setBanner } from '../../components/notices/noticeStore';
import { authApi } from './authApi';
import { GuestLayout } from './GuestLayout';

/** Request a reset link (spec 1 §2.3): username required, no spaces. */
export function SendResetPasswordLinkPage() {
  const { register, handleSubmit, formState } = useForm<SendResetLinkQuery>({
    resolver: zodResolver(sendResetLinkQuerySchema),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  const submit = async ({ username }: SendResetLinkQuery) => {
    try {
      await authApi.sendResetLink(username);
      setBanner('success', texts.reset.linkSent);
    } catch {
      setBanner('error', texts.reset.linkError);
    }
  };
  return (
    <GuestLayout title={texts.reset.requestTitle}>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event) /* submit shows its own failures */}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {texts.reset.requestPrompt}
        </Typography>
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
        <Button type="submit" variant="contained" fullWidth size="large" disabled={formState.isSubmitting}>
          {texts.reset.sendLink}
        </Button>
        <Link component={RouterLink} to={paths.login} variant="body2" sx={{ display: 'block', mt: 2 }}>
          {texts.login.backToSignIn}
        </Link>
      </form>
    </GuestLayout>
  );
}
