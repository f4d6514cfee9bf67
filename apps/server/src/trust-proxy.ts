import net from 'node:net';

/** Fastify's trustProxy as TRUST_PROXY sets it: false, or the proxies' addresses and ranges. */
export type TrustProxy = false | string[];

const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv4(address) ? 32 : 128);
};

/**
 * TRUST_PROXY: unset or `off`, no proxy (the socket's address is the client's); else the reverse
 * proxies' addresses or CIDR ranges, comma-separated: X-Forwarded-For is read only as far back as
 * it passed through them. There is no 'believe any X-Forwarded-For' (a client could name any
 * address, rotating it past the sign-in lock-out or into the audit log), and no hop count: it
 * cannot tell a proxy from a client that reaches the server directly, and Fastify 5 ignores one.
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'off') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length) {
    throw new Error(
      `TRUST_PROXY takes the proxies' addresses or CIDR ranges, comma-separated (or off), not ${wrong.map((w) => JSON.stringify(w)).join(', ')}.`,
    );
  }
  return entries;
}
