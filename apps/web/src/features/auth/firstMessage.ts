import { ApiError } from '../../api/ApiError';

/** The server's first message for a failed call, or the screen's own fallback text (spec 1 §8). */
export const firstMessageOr = (error: unknown, fallback: string) => (error instanceof ApiError && error.messages[0]?.message) || fallback;
