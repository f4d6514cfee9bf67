import {
  authEndpoints,
  usersEndpoints,
  type EmailValidateRequest,
  type LoginRequest,
  type MfaChangeProof,
  type ResetPasswordRequest,
  type TotpValidateRequest,
} from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';
import { persistedQuery } from '../../api/persistedQuery';

/** The sign-in, reset and two-step calls (spec 1 §7, spec 3 §7). */
export const authApi = {
  login: (body: LoginRequest) => callEndpoint(authEndpoints.login, { body }),
  validateTotp: (body: TotpValidateRequest) => callEndpoint(authEndpoints.validateTotp, { body }),
  validateEmailCode: (body: EmailValidateRequest) => callEndpoint(authEndpoints.validateEmailCode, { body }),
  sendEmailCode: (body: LoginRequest) => callEndpoint(authEndpoints.sendEmailCode, { body }),
  sendResetLink: (username: string) => callEndpoint(authEndpoints.sendResetLink, { query: { username } }),
  resetPassword: (body: ResetPasswordRequest) => callEndpoint(authEndpoints.resetPassword, { body }),
  totpSetUp: (proof?: MfaChangeProof) => callEndpoint(usersEndpoints.totpSetUp, { body: { proof } }),
  confirmTotp: (code: string) => callEndpoint(usersEndpoints.confirmTotp, { query: { code } }),
  sendSetUpEmailCode: () => callEndpoint(usersEndpoints.sendSetUpEmailCode),
  confirmEmail: (code: string) => callEndpoint(usersEndpoints.confirmEmail, { query: { code } }),
  sendChangeEmailCode: () => callEndpoint(usersEndpoints.sendChangeEmailCode),
  removeTotp: (body: MfaChangeProof) => callEndpoint(usersEndpoints.removeTotp, { body }),
  removeEmail: (body: MfaChangeProof) => callEndpoint(usersEndpoints.removeEmail, { body }),
  ssoUnlink: () => callEndpoint(authEndpoints.ssoUnlink),
};

export const authKeys = {
  settings: ['users', 'settings'] as const,
};

/** The signed-in user's settings, kept in local storage (spec 1 §4). */
export const userSettingsQuery = persistedQuery('wattle.userSettings', authKeys.settings, (signal) => callEndpoint(usersEndpoints.settings, { signal }));
