import QRCode from 'qrcode';
import type { TotpSetUpResponse } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import type { SecretBox } from '../../lib/secrets';
import type { AuthContext } from '../../plugins/auth';
import { checkEmailCode, issueEmailCode } from '../auth/email-code.repository';
import { deleteUserSessions } from '../auth/session.repository';
import { matchTotpStep, newTotpSecret, totpUri } from '../auth/totp';
import { openTotpSecret } from '../auth/totp-secret';
import { deleteTotpEnrolment, findTotpEnrolment, saveTotpEnrolment, updateMfa } from './users.repository';

/** On the owner connection (users.routes), so the audit row names its company itself. */
const auditOf = (user: AuthContext) => ({ companyId: user.companyId, userId: user.userId, username: user.username, dataset: user.dataset });

/** A new authenticator secret held aside (sealed) until its first code is confirmed; the QR code is a PNG. */
export async function startTotpSetUp(tx: Tx, box: SecretBox, user: AuthContext): Promise<TotpSetUpResponse> {
  const secret = newTotpSecret();
  await saveTotpEnrolment(tx, user.userId, box.seal(secret));
  const dataUrl = await QRCode.toDataURL(totpUri(secret, user.username), { type: 'image/png', margin: 1, width: 240 });
  return { qrCodeBase64: dataUrl.replace(/^data:image\/png;base64,/, ''), secret };
}

/** Switches the authenticator on when the code matches the secret being set up; the step is remembered against replay. */
export async function confirmTotpSetUp(tx: Tx, box: SecretBox, user: AuthContext, code: string): Promise<boolean> {
  const enrolment = await findTotpEnrolment(tx, user.userId);
  const secret = enrolment ? openTotpSecret(box, enrolment.secret) : null;
  const step = secret ? matchTotpStep(secret, code, null) : null;
  if (!secret || step === null) return false;
  await updateMfa(tx, user.userId, { mfaTotpSecret: box.seal(secret), mfaTotpEnabled: true, mfaTotpLastStep: step });
  await deleteTotpEnrolment(tx, user.userId);
  await audit(tx, { ...auditOf(user), event: 'mfa.totp.enabled', entity: 'user', entityId: user.userId });
  return true;
}

export const issueSetUpEmailCode = (tx: Tx, user: AuthContext) => issueEmailCode(tx, user.userId, 'set-up');

export async function confirmEmailSetUp(tx: Tx, user: AuthContext, code: string): Promise<boolean> {
  if ((await checkEmailCode(tx, user.userId, 'set-up', code)) !== 'accepted') return false;
  await updateMfa(tx, user.userId, { mfaEmailEnabled: true });
  await audit(tx, { ...auditOf(user), event: 'mfa.email.enabled', entity: 'user', entityId: user.userId });
  return true;
}

/** Removing a second step ends the user's other sessions. */
export async function removeMfa(tx: Tx, user: AuthContext, method: 'totp' | 'email') {
  await updateMfa(tx, user.userId, method === 'totp' ? { mfaTotpEnabled: false, mfaTotpSecret: null, mfaTotpLastStep: null } : { mfaEmailEnabled: false });
  await deleteUserSessions(tx, user.userId, user.sessionId);
  await audit(tx, { ...auditOf(user), event: `mfa.${method}.removed`, entity: 'user', entityId: user.userId });
}
