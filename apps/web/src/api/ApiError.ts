import { texts, type Message, type MessageType } from '@wattle/contract';

const MESSAGE_TYPES: readonly string[] = ['Success', 'Information', 'Warning', 'Error', 'Exception', 'NotFound'] satisfies MessageType[];

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).message === 'string' && MESSAGE_TYPES.includes((value as Message).messageType);

/**
 * The messages of an error body: the envelope `{ isSuccess, messages }`, or the bare message list some
 * calls answer. Anything else yields no messages.
 */
export function messagesOf(body: unknown): Message[] {
  const list = Array.isArray(body) ? body : (body as { messages?: unknown } | null)?.messages;
  return Array.isArray(list) ? list.filter(isMessage) : [];
}

/** A failed API call: the HTTP status and the server's messages (the first one is what users see). */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: Message[];

  constructor(status: number, messages: Message[]) {
    super(messages[0]?.message || texts.notices.unknownError);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}

/** The text to show for any failure: the server's first message, else the generic text. */
export const errorMessageOf = (error: unknown): string => (error instanceof ApiError ? error.message : texts.notices.unknownError);
