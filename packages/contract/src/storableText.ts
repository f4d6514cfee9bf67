// eslint-disable-next-line no-control-regex -- NUL is exactly what must go.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text without the characters PostgreSQL text cannot hold: NUL bytes and unpaired surrogates. */
export const withoutUnstorable = (value: string) => value.replace(UNSTORABLE, '');

/**
 * Free text typed into a search box, as the server stores and compares it: unstorable characters
 * dropped, whitespace trimmed. Used as a schema transform (`z.string().max(n).transform(storableText)`);
 * free of zod so that the first screen, which imports search paths, does not pull zod in.
 */
export const storableText = (value: string) => withoutUnstorable(value).trim();

/**
 * A request's params, query or body with every string (at any depth of plain objects and arrays)
 * made storable. The server applies it to every request before its schema sees it, so no text can
 * reach the database with a NUL byte. Strings are not trimmed here: a password may end in a space.
 */
export function storableValues(value: unknown): unknown {
  if (typeof value === 'string') return withoutUnstorable(value);
  if (Array.isArray(value)) return value.map(storableValues);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutUnstorable(key), storableValues(item)]));
  }
  return value;
}

/** JSON objects, and the prototype-less objects query strings and route params are parsed into (not Dates, Buffers…). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}
