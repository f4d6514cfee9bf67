import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { errorEnvelope, texts } from '@wattle/contract';

/** How long a refused connection may stay open for the client to read the answer and close. */
const REFUSAL_LINGER_MS = 2_000;

/** Node's HTTP parser refusals and time-outs, as the message envelope. */
function refusalOf(error: NodeJS.ErrnoException): { status: number; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: texts.server.requestTimeout };
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: texts.server.headersTooLarge };
  return { status: 400, message: texts.server.malformedRequest };
}

/**
 * Fastify's `clientErrorHandler`: requests Node refuses before any route sees them (headers over
 * the limit, both Transfer-Encoding and Content-Length, a body that did not arrive in time) get
 * the message envelope like every other refusal, then the connection is closed.
 */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = refusalOf(error);
  this.log.debug({ err: error, status }, 'client error');
  // A response already under way cannot be replaced; the connection just ends.
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy(error);
    return;
  }
  const body = JSON.stringify(errorEnvelope(message));
  // Closing at once while the client still sends (oversized headers) resets the connection, and the
  // client may lose the answer: read off what still arrives, half-close, and only then let go.
  socket.on('data', () => undefined);
  socket.resume();
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  const linger = setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}
