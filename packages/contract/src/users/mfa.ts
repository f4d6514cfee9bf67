import { z } from 'zod';
import { mfaCodeSchema, mfaMethodSchema } from '../auth/login';

/** GET /users/mfa/totp/set-up : a PNG QR code (base64, no data: prefix) and the secret for manual entry. */
export const totpSetUpResponseSchema = z.object({ qrCodeBase64: z.string(), secret: z.string() });
export type TotpSetUpResponse = z.infer<typeof totpSetUpResponseSchema>;

/** POST …/set-up/confirm?code= answers true when the code is accepted, false otherwise. */
export const mfaConfirmQuerySchema = z.object({ code: mfaCodeSchema });
export const mfaConfirmResponseSchema = z.boolean();

/**
 * Proof that the signed-in person is the user, asked before a second step is removed or replaced:
 * the current password and a current code of a second step that is on (`codeFrom`: an
 * authenticator code, or a code sent by POST /users/mfa/email/confirm-code).
 */
export const mfaChangeProofSchema = z.object({ password: z.string().min(1), code: mfaCodeSchema, codeFrom: mfaMethodSchema });
export type MfaChangeProof = z.infer<typeof mfaChangeProofSchema>;

/** Starting an authenticator set-up: the proof is needed when a second step is already on (a replacement). */
export const totpSetUpRequestSchema = z.object({ proof: mfaChangeProofSchema.optional() });
