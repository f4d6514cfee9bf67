import { z } from 'zod';

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

export const loginPaths = { login: '/login', logout: '/logout' } as const;
