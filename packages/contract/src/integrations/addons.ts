import { z } from 'zod';
import * as texts from '../texts';

/** GET /integrations: one entry per connected platform (spec 1 §3 "Integration list entry"). */
export const integrationListEntrySchema = z.object({ tokenSource: z.string() });
export type IntegrationListEntry = z.infer<typeof integrationListEntrySchema>;

/** The {platformName} of spec 1 §7, named `provider` as every /integrations/{…} route names it (one router parameter per position). */
export const platformParams = z.object({ provider: z.string().min(1).max(50) });

/** Connect and disconnect (spec 1 §7): the credentials pipe-joined in `accessToken` (empty on disconnect). */
export const connectIntegrationSchema = z.object({
  integrationType: z.string().min(1).max(30),
  accessToken: z.string().min(1, texts.addons.fieldMustNotBeEmpty).max(4000),
});
export type ConnectIntegration = z.infer<typeof connectIntegrationSchema>;

export const disconnectIntegrationSchema = z.object({
  integrationType: z.string().min(1).max(30),
  accessToken: z.literal('').optional(),
});
export type DisconnectIntegration = z.infer<typeof disconnectIntegrationSchema>;

/** The credentials the connect dialog joins: username or public key | password or private key | third key. */
export const joinCredentials = (values: readonly string[]) => values.join('|');
