import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { keepInOutbox } from '../../../lib/mailer';
import { startEmailSandbox, type EmailSandbox, type RelayedMessage } from './sandbox-server';

interface RelayDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** Registers work for the app's close. */
  onClose: (close: () => Promise<void>) => void;
}

/**
 * EMAIL_PROVIDER_SANDBOX: the SMTP relay Wattle sends through is the sandbox email provider, started
 * on the first send; its events are posted to PUBLIC_URL. Mail it delivers goes on to SMTP_URL (the
 * recipients' mailboxes: a test's sink, a developer's mail catcher) or, without it, into mail_outbox.
 */
export function sandboxRelay({ config, db, log, onClose }: RelayDeps): () => Promise<string> {
  const mailboxes = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, ignoreTLS: new URL(config.smtpUrl).hostname === '127.0.0.1' } as nodemailer.TransportOptions)
    : null;
  const deliver = async (message: RelayedMessage) => {
    if (mailboxes) {
      await mailboxes.sendMail({ envelope: { from: message.from, to: message.to }, raw: message.raw });
      return;
    }
    const parsed = await simpleParser(message.raw);
    await keepInOutbox({ db, log }, { to: message.to.join(', '), subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html || undefined });
  };
  let started: Promise<EmailSandbox> | null = null;
  onClose(async () => {
    mailboxes?.close();
    if (started) await (await started).close();
  });
  return async () => {
    started ??= startEmailSandbox({ signingKey: config.email.webhookSigningKey ?? '', webhookOrigin: config.publicUrl, deliver }).then((sandbox) => {
      log.info({ smtpUrl: sandbox.smtpUrl }, 'sandbox email provider started');
      return sandbox;
    });
    return (await started).smtpUrl;
  };
}
