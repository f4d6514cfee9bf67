import { z } from 'zod';
import { sessionUserSchema } from '../auth/login';

/** GET /users/settings : the user fields My Settings shows plus which second steps are on (spec 3 §3). */
export const userSettingsSchema = sessionUserSchema.extend({
  mfaTotpEnabled: z.boolean(),
  mfaEmailEnabled: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const usersPaths = {
  settings: '/users/settings',
  systemParameters: '/users/system-parameters',
  totpSetUp: '/users/mfa/totp/set-up',
  totpConfirm: '/users/mfa/totp/set-up/confirm',
  totp: '/users/mfa/totp',
  emailSendCode: '/users/mfa/email/set-up/send-code',
  emailConfirm: '/users/mfa/email/set-up/confirm',
  email: '/users/mfa/email',
} as const;
