import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import * as texts from '../texts';

/** The new-password rules of spec 1 §5; the reset form and the server both validate with this. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, texts.reset.passwordLength)
  .max(PASSWORD_MAX_LENGTH, texts.reset.passwordTooLong)
  .regex(/[a-z]/, texts.reset.passwordLowercase)
  .regex(/[A-Z]/, texts.reset.passwordUppercase)
  .regex(/[0-9]/, texts.reset.passwordNumber);

/** New password plus its confirmation (the reset-password form). */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: texts.reset.passwordsDoNotMatch });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
