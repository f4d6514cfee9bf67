import QRCode from 'qrcode';
import type { MfaChangeProof, MfaMethod, TotpSetUpResponse, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { SecretBox } from '../../lib/secrets';
import type { AuthContext } from '../../plugins/auth';
import { mfaMethodsOf } from '../auth/auth.service';
import { checkEmailCode, issueEmailCode } from '../auth/email-code.repository';
import { deleteUserSessions } from '../auth/session.repository';
import { matchTotpStep, newTotpSecret, totpUri } from '../auth/totp';
import { openTotpSecret } from '../auth/totp-secret';
import { provesUser } from './mfa-proof';
import { deleteTotpEnrolment, findTotpEnrolment, findUser, saveTotpEnrolment, updateMfa } from './users.repository';

/** A change made to the user's second steps, which the user is emailed about (mfa-change.mail.ts). */
export type MfaChange = keyof typeof texts.mfa.changes;

/** On the owner connection (users.routes), so the audit row names its company itself. */
const auditOf = (user: AuthContext) => ({ companyId: user.companyId, userId: user.userId, username: user.username, dataset: user.dataset });

async function userOf(tx: Tx, auth: AuthContext) {
  const user = await findUser(tx, auth.userId);
  if (!user) throw new Error(`no user ${auth.userId} for a live session`);
  return user;
}

/**
 * A new authenticator secret held aside (sealed) until its first code is confirmed; the QR code is
 * a PNG. While a second step is on (this replaces the authenticator, or adds one beside the email
 * codes) the proof is needed: null when it is missing or wrong.
 */
export async function startTotpSetUp(tx: Tx, box: SecretBox, auth: AuthContext, proof: MfaChangeProof | undefined): Promise<TotpSetUpResponse | null> {
  const user = await userOf(tx, auth);
  if (mfaMethodsOf(user).length > 0 && !(await provesUser(tx, box, user, proof))) return null;
  const secret = newTotpSecret();
  await saveTotpEnrolment(tx, auth.userId, box.seal(secret));
  const dataUrl = await QRCode.toDataURL(totpUri(secret, auth.username), { type: 'image/png', margin: 1, width: 240 });
  return { qrCodeBase64: dataUrl.replace(/^data:image\/png;base64,/, ''), secret };
}

/** Switches the authenticator on when the code matches the secret being set up; the step is remembered against replay. */
export async function confirmTotpSetUp(tx: Tx, box: SecretBox, auth: AuthContext, code: string): Promise<MfaChange | null> {
  const enrolment = await findTotpEnrolment(tx, auth.userId);
  const secret = enrolment ? openTotpSecret(box, enrolment.secret) : null;
  const step = secret ? matchTotpStep(secret, code, null) : null;
  if (!secret || step === null) return null;
  const replaced = (await userOf(tx, auth)).mfaTotpEnabled;
  await updateMfa(tx, auth.userId, { mfaTotpSecret: box.seal(secret), mfaTotpEnabled: true, mfaTotpLastStep: step });
  await deleteTotpEnrolment(tx, auth.userId);
  await audit(tx, { ...auditOf(auth), event: replaced ? 'mfa.totp.replaced' : 'mfa.totp.enabled', entity: 'user', entityId: auth.userId });
  return replaced ? 'totp.replaced' : 'totp.added';
}

export const issueSetUpEmailCode = (tx: Tx, auth: AuthContext) => issueEmailCode(tx, auth.userId, 'set-up');

/** A code proving a change, sent only while email codes are one of the user's second steps. */
export async function issueChangeEmailCode(tx: Tx, auth: AuthContext): Promise<string | null> {
  const user = await userOf(tx, auth);
  return mfaMethodsOf(user).includes('email') ? issueEmailCode(tx, auth.userId, 'confirm') : null;
}

export async function confirmEmailSetUp(tx: Tx, auth: AuthContext, code: string): Promise<MfaChange | null> {
  if ((await checkEmailCode(tx, auth.userId, 'set-up', code)) !== 'accepted') return null;
  await updateMfa(tx, auth.userId, { mfaEmailEnabled: true });
  await audit(tx, { ...auditOf(auth), event: 'mfa.email.enabled', entity: 'user', entityId: auth.userId });
  return 'email.added';
}

/** Removing a second step needs the proof (null without it) and ends the user's other sessions. */
export async function removeMfa(tx: Tx, box: SecretBox, auth: AuthContext, method: MfaMethod, proof: MfaChangeProof): Promise<MfaChange | null> {
  if (!(await provesUser(tx, box, await userOf(tx, auth), proof))) return null;
  await updateMfa(tx, auth.userId, method === 'totp' ? { mfaTotpEnabled: false, mfaTotpSecret: null, mfaTotpLastStep: null } : { mfaEmailEnabled: false });
  await deleteUserSessions(tx, auth.userId, auth.sessionId);
  await audit(tx, { ...auditOf(auth), event: `mfa.${method}.removed`, entity: 'user', entityId: auth.userId });
  return `${method}.removed`;
}
