import type { MfaChangeProof } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { users } from '../../db/schema/index';
import { acceptTotp, mfaMethodsOf } from '../auth/auth.service';
import { checkEmailCode } from '../auth/email-code.repository';
import { verifyPassword } from '../auth/password';
import type { SecretBox } from '../../lib/secrets';

type User = typeof users.$inferSelect;

/**
 * Whether the person asking to change the second steps is the user: the current password and a
 * current code of a second step that is on. The code is spent (an authenticator step is
 * remembered, an email code consumed or one attempt used up), so the caller's transaction must
 * commit whatever this answers.
 */
export async function provesUser(tx: Tx, box: SecretBox, user: User, proof: MfaChangeProof | undefined): Promise<boolean> {
  if (!proof || !mfaMethodsOf(user).includes(proof.codeFrom)) return false;
  if (!(await verifyPassword(user.passwordHash, proof.password))) return false;
  if (proof.codeFrom === 'totp') return acceptTotp(tx, box, user, proof.code);
  return (await checkEmailCode(tx, user.id, 'confirm', proof.code)) === 'accepted';
}
