import {
  loginPaths,
  resetPaths,
  usersPaths,
  type EmailValidateRequest,
  type Envelope,
  type LoginRequest,
  type LoginResponse,
  type ResetPasswordRequest,
  type SystemParameter,
  type TotpSetUpResponse,
  type TotpValidateRequest,
  type UserSettings,
} from '@wattle/contract';
import { api } from '../../api/client';

/** The sign-in, reset and two-step calls (spec 1 §7, spec 3 §7). */
export const authApi = {
  login: (body: LoginRequest) => api.post<LoginResponse>(loginPaths.login, body),
  validateTotp: (body: TotpValidateRequest) => api.post<LoginResponse>(loginPaths.totpValidate, body),
  validateEmailCode: (body: EmailValidateRequest) => api.post<LoginResponse>(loginPaths.emailValidate, body),
  sendEmailCode: (body: LoginRequest) => api.post<Envelope>(loginPaths.emailSendCode, body),
  sendResetLink: (username: string) => api.post<Envelope>(resetPaths.sendLink, undefined, { query: { username } }),
  resetPassword: (body: ResetPasswordRequest) => api.post<Envelope>(resetPaths.reset, body),
  systemParameters: () => api.get<SystemParameter[]>(usersPaths.systemParameters),
  settings: () => api.get<UserSettings>(usersPaths.settings),
  totpSetUp: () => api.get<TotpSetUpResponse>(usersPaths.totpSetUp),
  confirmTotp: (code: string) => api.post<boolean>(usersPaths.totpConfirm, undefined, { query: { code } }),
  sendSetUpEmailCode: () => api.post<Envelope>(usersPaths.emailSendCode),
  confirmEmail: (code: string) => api.post<boolean>(usersPaths.emailConfirm, undefined, { query: { code } }),
  removeTotp: () => api.delete<Envelope>(usersPaths.totp),
  removeEmail: () => api.delete<Envelope>(usersPaths.email),
};

export const authKeys = {
  settings: ['users', 'settings'] as const,
};
