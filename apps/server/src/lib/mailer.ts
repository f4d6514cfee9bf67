import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The Message-ID header without angle brackets (the provider's events name it); unset, the transport makes one. */
  messageId?: string;
}

/** Sends email: through SMTP when SMTP_URL is set, otherwise into the mail_outbox table. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** The right-hand side of the Message-IDs Wattle gives its email: the sender address's domain. */
  readonly domain: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  /** The SMTP relay's address when it is known only once started (the sandbox email provider's): takes the place of smtpUrl. */
  relay?: () => Promise<string>;
  from: string;
  db: Db;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/** The domain of the sender address (`Name <address>` or a bare address). */
function messageIdDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.split('@')[1]?.trim() || 'wattle.local';
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl || opts.relay) {
    const transportFor = (smtpUrl: string) => {
      // A loopback server (a local sink) offers no certificate worth checking: skip STARTTLS there.
      const ignoreTLS = LOOPBACK.has(new URL(smtpUrl).hostname);
      return nodemailer.createTransport({ url: smtpUrl, ignoreTLS } as nodemailer.TransportOptions, { from: opts.from });
    };
    const fixed = opts.smtpUrl && !opts.relay ? transportFor(opts.smtpUrl) : null;
    let started: Promise<nodemailer.Transporter> | null = null;
    const transport = () => (fixed ? Promise.resolve(fixed) : (started ??= opts.relay!().then(transportFor)));
    return {
      kind: 'smtp',
      domain: messageIdDomain(opts.from),
      send: async ({ messageId, ...message }) => {
        await (
          await transport()
        ).sendMail({
          ...message,
          ...(messageId ? { messageId: `<${messageId}>` } : {}),
          attachments: message.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })),
        });
      },
      close: () => {
        fixed?.close();
        void started?.then((t) => t.close()).catch(() => undefined);
      },
    };
  }
  return {
    kind: 'outbox',
    domain: messageIdDomain(opts.from),
    send: (message) => keepInOutbox(opts, message),
    close: () => undefined,
  };
}

/** Keeps an email in the mail_outbox table, read with `npm run outbox` (the text only: attachments and copies go through SMTP alone). */
export async function keepInOutbox(opts: Pick<MailerOptions, 'db' | 'log'>, message: Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'>): Promise<void> {
  const [row] = await opts.db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
    .returning({ id: mailOutbox.id });
  // Only where to read it: the text may hold a reset link or a code, which never go to the log.
  opts.log.info(
    { outboxId: row!.id, to: message.to, subject: message.subject },
    `SMTP_URL is not set: email kept in table mail_outbox (id ${row!.id}); read it with \`npm run outbox -w @wattle/server\``,
  );
}
