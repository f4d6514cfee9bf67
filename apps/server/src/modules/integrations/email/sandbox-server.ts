import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SANDBOX_EMAIL_DOMAINS } from '@wattle/contract';
import { emailWebhookSignature } from './mailgun-signature';

/**
 * A local stand-in for the email provider (docs/integrations.md "Email bounces"), modelled on
 * Mailgun: an SMTP relay on loopback that takes Wattle's mail, and webhooks that post Mailgun-shaped
 * delivery events, signed with the webhook signing key, to Wattle's `/api/email/webhooks`.
 *
 * Recipients at `bounce.example` bounce (a permanent failure, 550 5.1.1), at `complaint.example` are
 * delivered and then complain, at `deferred.example` are delayed once (a temporary failure, 452)
 * and then delivered; every other recipient is delivered. Delivered mail is handed to `deliver`
 * (the recipients' mailboxes: a test's SMTP sink or the development outbox). An event Wattle does
 * not answer with 200 (or 406, which Mailgun takes as "rejected, do not retry") is posted again,
 * signed anew, after each of `retryDelaysMs` (Mailgun: 10 min, 10 min, 15 min, 30 min, 1 h, 2 h,
 * 4 h), so while Wattle is down nothing is lost.
 */
export interface EmailSandboxOptions {
  /** The webhook signing key the events are signed with (Wattle's EMAIL_WEBHOOK_SIGNING_KEY). */
  signingKey: string;
  /** Where events go: Wattle's origin, e.g. http://127.0.0.1:3000 (deliverTo changes it). */
  webhookOrigin?: string;
  /** Hands a delivered message on to the recipients' mailboxes. */
  deliver?: (message: RelayedMessage) => Promise<void>;
  /** Waits before each retry of an event Wattle did not take (default Mailgun's schedule). */
  retryDelaysMs?: readonly number[];
}

export interface RelayedMessage {
  from: string;
  to: string[];
  raw: Buffer;
  messageId: string | null;
}

/** One event as posted (the body's `event-data`), and Wattle's answers to each post of it (a status, or 0: not reached). */
interface PostedEvent {
  eventData: SandboxEventData;
  answers: number[];
}

interface SandboxEventData {
  id: string;
  event: 'delivered' | 'failed' | 'complained';
  severity?: 'permanent' | 'temporary';
  reason?: string;
  timestamp: number;
  recipient: string;
  message: { headers: { 'message-id': string; from: string; to: string; subject: string } };
  'delivery-status'?: { code: number; message: string; description: string };
}

export interface EmailSandbox {
  /** The SMTP relay's address for SMTP_URL: smtp://127.0.0.1:port. */
  readonly smtpUrl: string;
  /** Points the webhooks at Wattle's origin. */
  deliverTo(origin: string): void;
  /** Every message the relay took. */
  readonly messages: readonly RelayedMessage[];
  /** Every event, in the order first posted. */
  readonly events: readonly PostedEvent[];
  /** Resolves once every event made so far has been taken by Wattle (or given up) and every delivery is done. */
  settle(): Promise<void>;
  /** Posts an event again, signed anew (a provider's retry), answering Wattle's status. */
  repost(eventId: string): Promise<number>;
  /** Posts an event's data with the given signature fields, answering Wattle's status (tests: forged, stale). */
  postSigned(eventData: unknown, signature: { timestamp: string; token: string; signature: string }): Promise<number>;
  close(): Promise<void>;
}

const MAILGUN_RETRY_MS = [10, 10, 15, 30, 60, 120, 240].map((minutes) => minutes * 60_000);

const bounceStatus = {
  code: 550,
  message: '5.1.1 The email account that you tried to reach does not exist.',
  description: 'Recipient address rejected: user unknown',
};
const deferredStatus = { code: 452, message: '4.2.2 The email account that you tried to reach is over quota.', description: 'Mailbox full' };

/** The header block's fields (folded lines joined), lower-case names; the first of each name. */
function headersOf(raw: Buffer): Map<string, string> {
  const text = raw.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  const block = (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const fields = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
    }
  }
  return fields;
}

const domainOf = (address: string) => address.split('@')[1]?.toLowerCase() ?? '';

export async function startEmailSandbox(options: EmailSandboxOptions): Promise<EmailSandbox> {
  const retryDelays = options.retryDelaysMs ?? MAILGUN_RETRY_MS;
  let origin = options.webhookOrigin?.replace(/\/$/, '') ?? null;
  const messages: RelayedMessage[] = [];
  const events: PostedEvent[] = [];
  const inFlight = new Set<Promise<unknown>>();
  /** Waiting retries: each timer with the wake-up that close() calls at once. */
  const timers = new Map<NodeJS.Timeout, () => void>();
  const state = { closed: false };
  /** Read afresh each time: close() may have run while a post or a wait was under way. */
  const isClosed = () => state.closed;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  };

  async function post(eventData: unknown, signature: { timestamp: string; token: string; signature: string }): Promise<number> {
    if (!origin) return 0;
    try {
      const res = await fetch(`${origin}/api/email/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ signature, 'event-data': eventData }),
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  const freshSignature = () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = randomBytes(25).toString('hex');
    return { timestamp, token, signature: emailWebhookSignature(options.signingKey, timestamp, token) };
  };

  /** Posts until Wattle takes it (200) or rejects it (406), waiting between tries; resolves when it stops. */
  function attempt(posted: PostedEvent, tries: number): Promise<void> {
    return track(
      (async () => {
        const status = await post(posted.eventData, freshSignature());
        posted.answers.push(status);
        if (status === 200 || status === 406 || isClosed() || tries >= retryDelays.length) return;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            resolve();
          }, retryDelays[tries]);
          timers.set(timer, resolve);
        });
        if (!isClosed()) await attempt(posted, tries + 1);
      })(),
    );
  }

  function emit(eventData: Omit<SandboxEventData, 'id' | 'timestamp'>): Promise<void> {
    const posted: PostedEvent = { eventData: { ...eventData, id: randomBytes(11).toString('base64url'), timestamp: Date.now() / 1000 }, answers: [] };
    events.push(posted);
    return attempt(posted, 0);
  }

  /** What happens to one recipient of a taken message: its events in order, the delivery in between. */
  async function outcome(message: RelayedMessage, recipient: string, headers: Map<string, string>) {
    const base = {
      recipient,
      message: {
        headers: { 'message-id': message.messageId ?? '', from: headers.get('from') ?? '', to: headers.get('to') ?? '', subject: headers.get('subject') ?? '' },
      },
    };
    const domain = domainOf(recipient);
    if (domain === SANDBOX_EMAIL_DOMAINS.bounce) {
      await emit({ ...base, event: 'failed', severity: 'permanent', reason: 'bounce', 'delivery-status': bounceStatus });
      return;
    }
    if (domain === SANDBOX_EMAIL_DOMAINS.deferred)
      await emit({ ...base, event: 'failed', severity: 'temporary', reason: 'generic', 'delivery-status': deferredStatus });
    if (options.deliver) await options.deliver({ ...message, to: [recipient] });
    await emit({ ...base, event: 'delivered', 'delivery-status': { code: 250, message: 'OK', description: '' } });
    if (domain === SANDBOX_EMAIL_DOMAINS.complaint) await emit({ ...base, event: 'complained' });
  }

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const headers = headersOf(raw);
        const messageId = headers.get('message-id')?.replace(/^<|>$/g, '') ?? null;
        const message: RelayedMessage = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          messageId,
        };
        messages.push(message);
        // Accepted first (the relay's 250), then delivered and reported, as a provider does.
        callback();
        for (const recipient of message.to) void track(outcome(message, recipient, headers).catch(() => undefined));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    deliverTo: (base) => {
      origin = base.replace(/\/$/, '');
    },
    messages,
    events,
    settle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    repost: async (eventId) => {
      const posted = events.find((e) => e.eventData.id === eventId);
      if (!posted) throw new Error(`no event ${eventId}`);
      const status = await post(posted.eventData, freshSignature());
      posted.answers.push(status);
      return status;
    },
    postSigned: post,
    close: async () => {
      state.closed = true;
      for (const [timer, wake] of timers) {
        clearTimeout(timer);
        wake();
      }
      timers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
