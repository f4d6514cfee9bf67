/**
 * Raw HTTP over a real socket, for what app.inject cannot send: bodies cut short, conflicting
 * framing headers, oversized headers, uploads that stall.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Starts the test app on a free loopback port. */
export async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/** The test app listening on loopback, as the address a sandbox provider posts its webhooks to. */
export const listeningUrl = async (app: FastifyInstance): Promise<string> => `http://127.0.0.1:${await listening(app)}`;

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Writes `request` on a new connection and collects what the server sends until it closes the
 * connection. `halfClose` ends the client's side once written (a body cut short by the client).
 */
export function rawExchange(port: number, request: string | Buffer, { halfClose = false } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    // The server closed its side: the answer is complete.
    socket.on('end', () => socket.end());
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body: rest.join('\r\n\r\n') });
    });
    socket.write(request, () => halfClose && socket.end());
  });
}

/** A complete multipart form body with these parts. */
export function multipartBody(boundary: string, parts: { name: string; filename?: string; type?: string; content: string | Buffer }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The head of a POST with these headers (one per line) and `Connection: close`. */
export const postHead = (url: string, headers: Record<string, string | number>) =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/** Signs in to a running server over HTTP (the default administrator unless told) and answers its session cookie. */
export async function signInCookie(url: string, username = 'admin', password = 'Admin123!'): Promise<string> {
  const signIn = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1' },
    body: JSON.stringify({ username, password, useDemoMode: false }),
  });
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
