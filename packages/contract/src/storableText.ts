import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- NUL is exactly what must go.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Free text typed into a search box: NUL bytes and unpaired surrogates (which PostgreSQL text
 * cannot hold) are dropped and whitespace is trimmed; at most `max` characters as sent.
 */
export const storableText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.replace(UNSTORABLE, '').trim());
