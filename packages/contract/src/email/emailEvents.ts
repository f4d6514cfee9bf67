import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * The email provider's event webhook (docs/integrations.md "Email bounces"), Mailgun's shape:
 * `signature` (timestamp, token, hex HMAC-SHA256 of timestamp + token with the webhook signing key)
 * beside `event-data`. Only what Wattle reads is checked; the provider sends more.
 */
export const emailEventSchema = z.object({
  signature: z.object({
    timestamp: z.union([z.string(), z.number()]).transform(String),
    token: z.string().min(1).max(200),
    signature: z.string().min(1).max(200),
  }),
  'event-data': z.object({
    id: z.string().min(1).max(200),
    event: z.string().min(1).max(40),
    severity: z.string().max(40).optional(),
    reason: z.string().max(200).optional(),
    recipient: z.string().max(320).optional(),
    message: z
      .object({ headers: z.object({ 'message-id': z.string().max(998).optional() }).loose() })
      .loose()
      .optional(),
    'delivery-status': z
      .object({
        code: z.union([z.number(), z.string()]).optional(),
        message: z.string().max(2000).optional(),
        description: z.string().max(2000).optional(),
      })
      .loose()
      .optional(),
  }),
});
export type EmailEvent = z.infer<typeof emailEventSchema>;

/** A signed event older (or further ahead) than this is refused: a captured post cannot be replayed later. */
export const EMAIL_WEBHOOK_MAX_AGE_SECONDS = 15 * 60;

/** Reserved recipient domains of the development sandbox email provider: their mail bounces or draws a complaint. */
export const SANDBOX_EMAIL_DOMAINS = { bounce: 'bounce.example', complaint: 'complaint.example', deferred: 'deferred.example' } as const;

/** Public: the email provider calls it (JSON, signed inside the body). */
export const emailEventEndpoints = {
  webhook: defineEndpoint({
    method: 'POST',
    path: '/email/webhooks',
    response: z.object({ received: z.literal(true) }),
    errors: [400, 401],
    tags: ['correspondence'],
    summary: "The email provider's signed delivery events (delivered, failed, complained): bounces and complaints block the address",
  }),
};
