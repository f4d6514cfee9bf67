// eslint-disable-next-line no-control-regex -- NUL is exactly what must go.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Free text typed into a search box, as the server stores and compares it: NUL bytes and unpaired
 * surrogates (which PostgreSQL text cannot hold) dropped, whitespace trimmed. Used as a schema
 * transform (`z.string().max(n).transform(storableText)`); free of zod so that the first screen,
 * which imports search paths, does not pull zod in.
 */
export const storableText = (value: string) => value.replace(UNSTORABLE, '').trim();
