import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { newPasswordFormSchema, texts, type NewPasswordForm } from '@wattle/contract';
import { errorMessageOf } from '../../api/ApiError';
import { paths } from '../../app/paths';
import { setBanner } from '../../components/notices/noticeStore';
import { authApi } from './authApi';
import { GuestLayout } from './GuestLayout';

/** Choose a new password through the emailed link (spec 1 §2.4): every rule of §5; the form locks after success. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [locked, setLocked] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = async ({ password }: NewPasswordForm) => {
    try {
      await authApi.resetPassword({ password, username: params.get('user') ?? '', guid: params.get('guid') ?? '' });
      setLocked(true);
      setBanner('success', texts.reset.passwordChanged);
    } catch (error) {
      // A common password is the field's fault (the server's list); anything else shows the spec's
      // reset-link failure text (spec 1 §8).
      const message = errorMessageOf(error);
      if (message === texts.reset.passwordCommon) setError('password', { message });
      else setBanner('error', texts.reset.linkError);
    }
  };
  const disabled = locked || formState.isSubmitting;
  return (
    <GuestLayout title={texts.reset.title}>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event) /* submit shows its own failures */}>
        <TextField
          label={texts.reset.newPassword}
          type="password"
          autoComplete="new-password"
          autoFocus
          fullWidth
          disabled={locked}
          sx={{ mb: 2 }}
          {...register('password', { deps: ['confirmPassword'] })}
          error={!!formState.errors.password}
          helperText={formState.errors.password?.message}
        />
        <TextField
          label={texts.reset.confirmPassword}
          type="password"
          autoComplete="new-password"
          fullWidth
          disabled={locked}
          sx={{ mb: 2 }}
          {...register('confirmPassword')}
          error={!!formState.errors.confirmPassword}
          helperText={formState.errors.confirmPassword?.message}
        />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={disabled}>
          {texts.reset.changePassword}
        </Button>
        <Link component={RouterLink} to={paths.login} variant="body2" sx={{ display: 'block', mt: 2 }}>
          {texts.reset.signIn}
        </Link>
      </form>
    </GuestLayout>
  );
}
