import { z } from 'zod';

export const messageTypes = ['Success', 'Information', 'Warning', 'Error', 'Exception', 'NotFound'] as const;
export const messageTypeSchema = z.enum(messageTypes);
export type MessageType = z.infer<typeof messageTypeSchema>;

export const messageSchema = z.object({
  message: z.string(),
  messageType: messageTypeSchema,
});
export type Message = z.infer<typeof messageSchema>;

/** The spec's message envelope: every error body, and the answer of calls that report an outcome. */
export const envelopeSchema = z.object({
  isSuccess: z.boolean(),
  messages: z.array(messageSchema),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const successEnvelope = (message: string): Envelope => ({
  isSuccess: true,
  messages: [{ message, messageType: 'Success' }],
});

export const errorEnvelope = (message: string, messageType: MessageType = 'Error'): Envelope => ({
  isSuccess: false,
  messages: [{ message, messageType }],
});

/** Calls such as run-action and section saves answer a bare list whose first entry decides the outcome. */
export const messageListSchema = z.array(messageSchema);
