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
}

/** Sends email: through SMTP when SMTP_URL is set, otherwise into the mail_outbox table. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: Pick<FastifyBaseLogger, 'info'>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    // A loopback server (a local sink) offers no certificate worth checking: skip STARTTLS there.
    const ignoreTLS = LOOPBACK.has(new URL(opts.smtpUrl).hostname);
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, ignoreTLS } as nodemailer.TransportOptions, { from: opts.from });
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ ...message, attachments: message.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) })) });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    send: async (message) => {
      // The outbox keeps the text; attachments and copies are only sent through SMTP.
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: mailOutbox.id });
      // Only where to read it: the text may hold a reset link or a code, which never go to the log.
      opts.log.info(
        { outboxId: row!.id, to: message.to, subject: message.subject },
        `SMTP_URL is not set: email kept in table mail_outbox (id ${row!.id}); read it with \`npm run outbox -w @wattle/server\``,
      );
    },
    close: () => undefined,
  };
}
