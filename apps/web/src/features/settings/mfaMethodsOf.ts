import type { MfaMethod, UserSettings } from '@wattle/contract';

/** The user's second steps that are on, the authenticator first (as the server orders them). */
export const mfaMethodsOf = (settings: Pick<UserSettings, 'mfaTotpEnabled' | 'mfaEmailEnabled'>): MfaMethod[] => [
  ...(settings.mfaTotpEnabled ? (['totp'] as const) : []),
  ...(settings.mfaEmailEnabled ? (['email'] as const) : []),
];
