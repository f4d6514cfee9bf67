import { useRef, useState } from 'react';
import { texts, type LoginRequest, type LoginResponse, type MfaMethod } from '@wattle/contract';
import { setBanner } from '../../components/notices/noticeStore';
import { authApi } from './authApi';
import { firstMessageOr } from './firstMessage';
import { useCompleteSignIn } from './useCompleteSignIn';

export type LoginStep = { kind: 'credentials' } | { kind: 'code'; method: MfaMethod; methods: MfaMethod[] };

/**
 * The sign-in flow without its views (spec 1 §2.2, §4): credentials, then, when the server asks,
 * an authenticator or email code (switchable when both are on), then the signed-in state.
 */
export function useLoginController() {
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<LoginStep>({ kind: 'credentials' });
  const [busy, setBusy] = useState(false);
  // The second-step calls carry the credentials again (spec 1 §7); they live only in memory.
  const credentials = useRef<LoginRequest | null>(null);
  const emailCodeSent = useRef(false);

  const sendEmailCode = async () => {
    if (!credentials.current) return;
    try {
      await authApi.sendEmailCode(credentials.current);
    } catch (error) {
      // Resend failures are only logged (spec 1 §8).
      console.error('Sending the email code failed', error);
    }
  };

  const show = (method: MfaMethod, methods: MfaMethod[]) => {
    setStep({ kind: 'code', method, methods });
    // The email view sends a code by itself the first time it is shown.
    if (method === 'email' && !emailCodeSent.current) {
      emailCodeSent.current = true;
      void sendEmailCode();
    }
  };

  const finish = async (response: LoginResponse, failure: string) => {
    if (response.user) return completeSignIn(response.user);
    setBanner('warning', failure);
  };

  const run = async (work: () => Promise<void>, failure: string) => {
    setBanner('none');
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setBanner('warning', firstMessageOr(error, failure));
    } finally {
      setBusy(false);
    }
  };

  const submitCredentials = (form: LoginRequest) =>
    run(async () => {
      const response = await authApi.login(form);
      if (response.user || !response.mfaRequired) return finish(response, texts.login.error);
      credentials.current = form;
      emailCodeSent.current = false;
      show(response.mfaRequired, response.mfaMethods);
    }, texts.login.error);

  const submitCode = (code: string) =>
    run(async () => {
      if (step.kind !== 'code' || !credentials.current) return;
      const body = { username: credentials.current.username, password: credentials.current.password, useDemoMode: false };
      const response =
        step.method === 'totp'
          ? await authApi.validateTotp({ ...body, totp: code })
          : await authApi.validateEmailCode({ ...body, emailVerificationCode: code });
      await finish(response, texts.login.mfaError);
    }, texts.login.mfaError);

  const switchMethod = () => {
    if (step.kind !== 'code') return;
    const other = step.methods.find((m) => m !== step.method);
    if (other) {
      setBanner('none');
      show(other, step.methods);
    }
  };

  const backToCredentials = () => {
    credentials.current = null;
    setBanner('none');
    setStep({ kind: 'credentials' });
  };

  return { step, busy, submitCredentials, submitCode, switchMethod, resendCode: sendEmailCode, backToCredentials };
}
