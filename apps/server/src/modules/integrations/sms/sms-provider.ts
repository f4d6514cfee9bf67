import { AppError } from '../../../lib/errors';

/**
 * An SMS provider's API as Wattle uses it (docs/integrations.md "SMS"). One account per company,
 * from its SMS Add-ons card: the account's id and secret, and the sender number on that account.
 */
export interface SmsProvider {
  /**
   * Checks the keys and that the sender number is the account's (KeysRefused with the provider's
   * words, or SenderRefused), and points the number's replies at `inboundUrl`.
   */
  connect(inboundUrl: string): Promise<void>;
  /** Sends one message; its receipts go to `statusCallback`. Answers the provider's id and status. */
  send(message: OutgoingSms): Promise<{ id: string; status: string }>;
}

interface OutgoingSms {
  /** E.164. */
  to: string;
  body: string;
  statusCallback: string;
}

export interface SmsAccount {
  accountSid: string;
  authToken: string;
  /** The sender number, E.164. */
  sender: string;
}

/** The provider failed or answered what Wattle cannot use: the message is shown to the user. */
export class SmsProviderError extends Error {}

/** The provider does not accept the keys (or the sender number): the message carries its words. */
export class SmsKeysRefused extends SmsProviderError {}

/** The provider declined this message (a 4xx, e.g. an opted-out or invalid number): sending it again changes nothing. */
export class SmsDeclined extends SmsProviderError {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** The provider is down, busy or unreachable and did not take the message: it may be sent again later. */
export class SmsProviderDown extends SmsProviderError {}

/** The provider took too long: the message may or may not have been taken, so it is never sent again automatically. */
export class SmsOutcomeUnknown extends SmsProviderError {}

/** At connect: refused keys or sender a 400 with the provider's words, a failure a 502. */
export async function fromSmsProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SmsProviderError) throw new AppError(error instanceof SmsKeysRefused || error instanceof SmsDeclined ? 400 : 502, error.message);
    throw error;
  }
}
