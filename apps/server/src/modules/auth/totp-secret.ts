import type { SecretBox } from '../../lib/secrets';

/**
 * Authenticator secrets are kept sealed with SECRETS_KEY, like integration credentials
 * (`secretBox`, `v1.{iv}.{tag}.{ciphertext}`). A secret stored before that is plain base32 (A–Z,
 * 2–7, never a '.'); it is read as it is and sealed at its next accepted code (acceptTotp).
 */
export const openTotpSecret = (box: SecretBox, stored: string) => (stored.includes('.') ? box.open(stored) : stored);
