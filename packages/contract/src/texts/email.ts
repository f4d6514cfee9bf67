/** Delivery events of sent email from the email provider (docs/integrations.md "Email bounces"). */
export const email = {
  badSignature: 'The webhook signature does not match.',
  staleSignature: 'The webhook signature is too old (or from the future): refused as a possible replay.',
  noSigningKey: 'No email webhook signing key is configured on this server (EMAIL_WEBHOOK_SIGNING_KEY).',
  notAnEvent: 'The webhook body is not a delivery event of the email provider.',
  bouncedReason: "The recipient's mail server refused the email",
  bouncedHelp: 'The address is on the blocked list: check it with the customer, remove it from the blocked list, then send the email again.',
  complainedReason: 'The recipient marked the email as spam',
  complainedHelp: 'The address is on the blocked list: only remove it if the customer asks to receive email again.',
  deferredReason: 'Delivery was delayed; the email provider is still trying',
  /** What the provider said, as the request's error and the error's reason. */
  providerSaid: (code: string | number | undefined, words: string) => (code ? `${code} ${words}` : words).slice(0, 500),
  complaint: 'Complaint: the recipient reported the email as spam.',
} as const;
