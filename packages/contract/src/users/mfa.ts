import { z } from 'zod';
import { mfaCodeSchema } from '../auth/login';

/** GET /users/mfa/totp/set-up : a PNG QR code (base64, no data: prefix) and the secret for manual entry. */
export const totpSetUpResponseSchema = z.object({ qrCodeBase64: z.string(), secret: z.string() });
export type TotpSetUpResponse = z.infer<typeof totpSetUpResponseSchema>;

/** POST …/set-up/confirm?code= answers true when the code is accepted, false otherwise. */
export const mfaConfirmQuerySchema = z.object({ code: mfaCodeSchema });
export const mfaConfirmResponseSchema = z.boolean();
