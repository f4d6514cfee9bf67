import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ssoOutcomes, texts } from '@wattle/contract';
import { paths } from '../../app/paths';
import { setBanner } from '../../components/notices/noticeStore';
import { isSignedIn } from '../../stores/authStore';
import { CredentialsForm } from './CredentialsForm';
import { GuestLayout } from './GuestLayout';
import { MfaCodeForm } from './MfaCodeForm';
import { useLoginController } from './useLoginController';

/**
 * Sign-in (spec 1 §2.2): ?demo=true presets Demo; ?reload=true forces a full page reload; a
 * signed-in user goes straight to the dashboard; ?sso=failed|unknown reports a failed single sign-on or an identity nobody linked.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const reload = params.get('reload') === 'true';
  // Decided once: signing in here sets the user, and the page then moves on by itself.
  const [alreadySignedIn] = useState(isSignedIn);
  const controller = useLoginController();
  const { step } = controller;

  useEffect(() => {
    if (!reload) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('reload');
    window.location.replace(url);
  }, [reload]);
  useEffect(() => {
    const sso = params.get('sso');
    if (sso === ssoOutcomes.failed) setBanner('warning', texts.login.ssoFailed);
    if (sso === ssoOutcomes.unknown) setBanner('warning', texts.login.ssoUnknownIdentity);
  }, [params]);

  if (reload) return null;
  if (alreadySignedIn) return <Navigate to={paths.dashboard} replace />;
  return (
    <GuestLayout title={texts.login.title}>
      {step.kind === 'credentials' ? (
        <CredentialsForm demo={params.get('demo') === 'true'} busy={controller.busy} onSubmit={controller.submitCredentials} />
      ) : (
        <MfaCodeForm
          key={step.method}
          method={step.method}
          methods={step.methods}
          busy={controller.busy}
          onSubmit={controller.submitCode}
          onSwitch={controller.switchMethod}
          onResend={controller.resendCode}
          onBack={controller.backToCredentials}
        />
      )}
    </GuestLayout>
  );
}
