/** Sending SMS through the connected SMS provider (docs/integrations.md "SMS"). */
export const sms = {
  providerFailed: (detail: string) => `The SMS provider did not answer: ${detail}`,
  providerRefused: (reason: string) => `The SMS provider refused the keys: ${reason}`,
  providerDeclined: (reason: string) => `The SMS provider declined the message: ${reason}`,
  senderNotOnAccount: (number: string) => `The sender number ${number} is not a number of this SMS provider account.`,
  noProviderConfigured: 'No SMS provider is configured on this server (SMS_PROVIDER_URL).',
  gaveUp: (attempts: number, detail: string) => `Not sent: the SMS provider could not be reached after ${attempts} attempts (${detail}).`,
  interrupted: 'Sending was interrupted before the provider answered; it may have been sent. Check with the customer before returning it to New.',
  optedOut: (number: string) => `Not sent: ${number} replied STOP to opt out of SMS.`,
  notAMobileNumber: (number: string) => `Not sent: ${number} is not a mobile number.`,
  badSignature: 'The webhook signature does not match.',
  unknownPlatform: (platform: string) => `No SMS provider is named ${platform}.`,
  notAReceipt: 'The webhook body is not a message status of the SMS provider.',
  /** The reason of a provider's error code (Twilio's error dictionary); unknown codes are named by number. */
  providerError: (code: string) => SMS_ERROR_REASONS[code] ?? `The SMS provider reported error ${code}.`,
} as const;

/** Reasons for the provider's delivery error codes (https://www.twilio.com/docs/api/errors). */
const SMS_ERROR_REASONS: Record<string, string> = {
  '21211': "Invalid 'To' phone number.",
  '21610': 'The recipient has opted out (replied STOP).',
  '21614': "The 'To' number is not a valid mobile number.",
  '30003': 'Unreachable destination handset (switched off or out of coverage).',
  '30005': 'Unknown destination handset (the number does not exist).',
  '30006': 'Landline or unreachable carrier.',
  '30007': 'Message filtered by the carrier.',
  '30008': 'Unknown error from the carrier.',
};
