import { useState } from 'react';
import { texts, type MfaChangeProof, type MfaMethod } from '@wattle/contract';
import { showErrorOf, showSnackbar } from '../../components/notices/noticeStore';
import { authApi } from '../auth/authApi';
import { isCompleteCode } from '../auth/CodeField';

/**
 * The proof asked before a second step is removed or replaced (contract mfaChangeProofSchema):
 * the password and a current code from one of the user's second steps, `methods` (the
 * authenticator first). An email code is sent on request.
 */
export function useMfaProofForm(methods: readonly MfaMethod[]) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeFrom, setCodeFrom] = useState<MfaMethod>(methods[0] ?? 'totp');
  const [sending, setSending] = useState(false);

  const chooseCodeFrom = (method: MfaMethod) => {
    setCodeFrom(method);
    setCode('');
  };
  const sendEmailCode = async () => {
    setSending(true);
    try {
      await authApi.sendChangeEmailCode();
      showSnackbar(texts.mfa.proofCodeSent);
    } catch (error) {
      showErrorOf(error);
    } finally {
      setSending(false);
    }
  };
  const proof: MfaChangeProof = { password, code, codeFrom };
  return {
    password,
    setPassword,
    code,
    setCode,
    codeFrom,
    chooseCodeFrom,
    sending,
    sendEmailCode,
    proof,
    complete: password.length > 0 && isCompleteCode(code),
  };
}
