import { z } from 'zod';
import { MFA_CODE_LENGTH } from '../constants';
import * as texts from '../texts';

/** The signed-in user as the web app stores it (spec 1 §3 User). */
export const sessionUserSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyCode: z.string(),
  emailAddress: z.string(),
  userRoles: z.string(),
  demoMode: z.boolean(),
  freeTrial: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1000),
  useDemoMode: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const mfaMethodSchema = z.enum(['totp', 'email']);
export type MfaMethod = z.infer<typeof mfaMethodSchema>;

/** Either the user, or which second step is required (authenticator preferred when enabled). */
export const loginResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  mfaRequired: mfaMethodSchema.nullable(),
  mfaMethods: z.array(mfaMethodSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A 6-digit one-time code (spec 1 §5). */
export const mfaCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), texts.mfa.codeFormat);

/**
 * Second sign-in step (spec 1 §7): the credentials again plus the code, named `totp` by the
 * authenticator variant and `emailVerificationCode` by the email variant.
 */
export const totpValidateRequestSchema = loginRequestSchema.extend({ totp: mfaCodeSchema });
export type TotpValidateRequest = z.infer<typeof totpValidateRequestSchema>;
export const emailValidateRequestSchema = loginRequestSchema.extend({ emailVerificationCode: mfaCodeSchema });
export type EmailValidateRequest = z.infer<typeof emailValidateRequestSchema>;
