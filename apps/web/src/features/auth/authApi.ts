import {
  authEndpoints,
  usersEndpoints,
  type EmailValidateRequest,
  type LoginRequest,
  type ResetPasswordRequest,
  type TotpValidateRequest,
} from '@wattle/contract';
import { callEndpoint } from '../../api/callEndpoint';

/** The sign-in, reset and two-step calls (spec 1 §7, spec 3 §7). */
export const authApi = {
  login: (body: LoginRequest) => callEndpoint(authEndpoints.login, { body }),
  validateTotp: (body: TotpValidateRequest) => callEndpoint(authEndpoints.validateTotp, { body }),
  validateEmailCode: (body: EmailValidateRequest) => callEndpoint(authEndpoints.validateEmailCode, { body }),
  sendEmailCode: (body: LoginRequest) => callEndpoint(authEndpoints.sendEmailCode, { body }),
  sendResetLink: (username: string) => callEndpoint(authEndpoints.sendResetLink, { query: { username } }),
  resetPassword: (body: ResetPasswordRequest) => callEndpoint(authEndpoints.resetPassword, { body }),
  systemParameters: () => callEndpoint(usersEndpoints.systemParameters),
  settings: () => callEndpoint(usersEndpoints.settings),
  totpSetUp: () => callEndpoint(usersEndpoints.totpSetUp),
  confirmTotp: (code: string) => callEndpoint(usersEndpoints.confirmTotp, { query: { code } }),
  sendSetUpEmailCode: () => callEndpoint(usersEndpoints.sendSetUpEmailCode),
  confirmEmail: (code: string) => callEndpoint(usersEndpoints.confirmEmail, { query: { code } }),
  removeTotp: () => callEndpoint(usersEndpoints.removeTotp),
  removeEmail: () => callEndpoint(usersEndpoints.removeEmail),
  ssoUnlink: () => callEndpoint(authEndpoints.ssoUnlink),
};

export const authKeys = {
  settings: ['users', 'settings'] as const,
};
