import type { FastifyBaseLogger } from 'fastify';
import { texts, type MfaMethod } from '@wattle/contract';
import type { Db } from '../../../db/client';
import { unauthorized } from '../../../lib/errors';
import type { Mailer } from '../../../lib/mailer';
import { acceptTotp, checkCredentials, mfaMethodsOf, refuseSignIn, type ClientInfo, type LoginUser } from '../auth.service';
import { checkEmailCode, issueEmailCode } from '../email-code.repository';
import { sendEmailCode } from '../email-code.mail';
import { findSsoUser } from './sso.service';

export interface SandboxSignIn {
  email: string;
  password: string;
  /** The second step's code, once the page asked for it. */
  code?: string;
}

/** The sandbox approved the user (their email address), or it asks for the code of their second step. */
export type SandboxOutcome = { approved: string } | { askCode: MfaMethod };

/**
 * The sandbox authenticates the way Wattle's own sign-in does — the user's password, then their
 * second step when one is on — with the same lock-outs. Failures throw the sign-in's AppErrors.
 */
export async function checkSandboxSignIn(
  db: Db,
  deps: { mailer: Mailer; log: FastifyBaseLogger },
  input: SandboxSignIn,
  client: ClientInfo,
): Promise<SandboxOutcome> {
  const byEmail = await findSsoUser(db, input.email);
  // An unknown address goes through the same checks (and the same answer) as an unknown username.
  const found = await checkCredentials(db, byEmail?.user.username ?? input.email, input.password, client);
  const [method] = mfaMethodsOf(found.user);
  if (!method) return { approved: found.user.emailAddress };
  if (!input.code) {
    if (method === 'email') await sendEmailCode(deps.mailer, found.user.emailAddress, await issueEmailCode(db, found.user.id, 'sign-in'), deps.log);
    return { askCode: method };
  }
  if (!(await secondStepPassed(db, found, method, input.code))) {
    await refuseSignIn(db, found.user.username, found, client, method, unauthorized(texts.login.mfaError));
  }
  return { approved: found.user.emailAddress };
}

async function secondStepPassed(db: Db, found: LoginUser, method: MfaMethod, code: string) {
  if (method === 'totp') return acceptTotp(db, found.user, found.user.mfaTotpSecret!, code);
  return (await checkEmailCode(db, found.user.id, 'sign-in', code)) === 'accepted';
}
