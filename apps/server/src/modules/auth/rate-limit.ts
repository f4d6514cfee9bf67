import type { Config } from '../../config';

/**
 * Per-address limit on sign-in, code checks and reset requests (AUTH_RATE_LIMIT_PER_MINUTE).
 * Past it the answer is 429 with texts.server.tooManyRequests (see plugins/errors.ts).
 */
export const authRateLimit = (config: Pick<Config, 'authRateLimitPerMinute'>) => ({ max: config.authRateLimitPerMinute, timeWindow: 60_000 });
