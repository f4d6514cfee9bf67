import { z } from 'zod';
import { newPasswordSchema } from './password';
import * as texts from '../texts';

/** The username of the reset-link form (spec 1 §5): required, no spaces. */
export const resetUsernameSchema = z.string().min(1, texts.reset.usernameRequired).max(200).regex(/^\S+$/, texts.reset.usernameNoSpaces);

/** POST /send-reset-password-link?username= : always the same success envelope. */
export const sendResetLinkQuerySchema = z.object({ username: resetUsernameSchema });
export type SendResetLinkQuery = z.infer<typeof sendResetLinkQuerySchema>;

/** POST /reset-password : user and guid come from the emailed link. */
export const resetPasswordRequestSchema = z.object({
  password: newPasswordSchema,
  username: z.string().min(1).max(200),
  guid: z.string().min(1).max(200),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Query of the emailed link: /reset-password?user=…&guid=… */
export const resetLinkQuerySchema = z.object({ user: z.string(), guid: z.string() });

export const resetPaths = { sendLink: '/send-reset-password-link', reset: '/reset-password', page: '/reset-password' } as const;
