import { z } from 'zod';
import { sessionUserSchema } from '../auth/login';

/** GET /users/settings : the user fields My Settings shows plus which second steps are on (spec 3 §3). */
export const userSettingsSchema = sessionUserSchema.extend({
  mfaTotpEnabled: z.boolean(),
  mfaEmailEnabled: z.boolean(),
  /** The user linked their accounting provider sign-in ('Sign in with'). */
  accountingSignInLinked: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;
