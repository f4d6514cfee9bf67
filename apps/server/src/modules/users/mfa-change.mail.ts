import type { FastifyBaseLogger } from 'fastify';
import { texts } from '@wattle/contract';
import type { Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../plugins/auth';
import type { MfaChange } from './mfa-setup.service';

/**
 * Tells the user a second step was added, replaced or removed, once the change is saved. The
 * change stands if the email cannot be sent; the failure is logged.
 */
export async function sendMfaChangedMail(mailer: Mailer, user: AuthContext, change: MfaChange, log: Pick<FastifyBaseLogger, 'error'>) {
  if (!user.emailAddress) return;
  try {
    await mailer.send({ to: user.emailAddress, subject: texts.mfa.changedSubject, text: texts.mfa.changedBody(user.displayName, texts.mfa.changes[change]) });
  } catch (err) {
    log.error({ err }, 'could not send a 2-step verification change email');
  }
}
