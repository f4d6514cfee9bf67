import type { FastifyBaseLogger } from 'fastify';
import { AUTH_LIMITS, texts } from '@wattle/contract';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';

/** Emails a one-time code; a delivery failure becomes the spec's 'Error sending email code' (503). */
export async function sendEmailCode(mailer: Mailer, to: string, code: string, log: Pick<FastifyBaseLogger, 'error'>) {
  try {
    await mailer.send({ to, subject: texts.mfa.emailCodeSubject, text: texts.mfa.emailCodeBody(code, AUTH_LIMITS.emailCodeMinutes) });
  } catch (err) {
    log.error({ err }, 'could not send a verification code email');
    throw new AppError(503, texts.mfa.emailSendError);
  }
}
