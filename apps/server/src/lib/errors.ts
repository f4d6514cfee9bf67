import type { MessageType } from '@wattle/contract';

/** An expected failure with an HTTP status and a message the user may read. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly messageType: MessageType = 'Error',
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message, 'NotFound');
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
