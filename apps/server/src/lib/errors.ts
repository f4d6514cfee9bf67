import type { Envelope, MessageType } from '@wattle/contract';

/** One thing refused: its text and, when it is about one field, that field's path. */
export interface Refusal {
  message: string;
  field?: string;
  messageType?: MessageType;
}

const textOf = (refusal: Refusal) => (refusal.field ? `${refusal.field}: ${refusal.message}` : refusal.message);

/**
 * An expected failure with an HTTP status and what the user may read: the one way a request is
 * refused, answered by the error plugin as the message envelope with every message (the first says
 * the outcome), a field's message led by its path.
 */
export class AppError extends Error {
  readonly refusals: readonly Refusal[];

  constructor(
    readonly statusCode: number,
    refused: string | readonly Refusal[],
    readonly messageType: MessageType = 'Error',
  ) {
    const refusals = typeof refused === 'string' ? [{ message: refused }] : refused;
    super(refusals[0] ? textOf(refusals[0]) : '');
    this.refusals = refusals;
  }

  envelope(): Envelope {
    return { isSuccess: false, messages: this.refusals.map((r) => ({ message: textOf(r), messageType: r.messageType ?? this.messageType })) };
  }
}

export const badRequest = (message: string) => new AppError(400, message);
/** A 400 listing every problem found (each field's under its path), not only the first. */
export const refused = (refusals: readonly Refusal[]) => new AppError(400, refusals);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message, 'NotFound');
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
