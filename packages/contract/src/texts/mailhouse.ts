/** Posted letters through the connected mail house (docs/integrations.md "Mail and post"). */
export const mailhouse = {
  notConfigured: 'No mail house is configured on this server (MAILHOUSE_PROVIDER_URL).',
  connectedLog: 'Connected to the mail house',
  providerFailed: (detail: string) => `The mail house did not answer: ${detail}`,
  providerRefused: (reason: string) => `The mail house refused Wattle's authorisation (${reason}): reconnect Mail Room.`,
  providerDeclined: (reason: string) => `The mail house declined the letter: ${reason}`,
  gaveUp: (attempts: number, detail: string) => `Not submitted: the mail house could not be reached after ${attempts} attempts (${detail}).`,
  noPdf: 'Not submitted: the letter has no PDF.',
  noAddress: 'Not submitted: the address needs a suburb, state and postcode on its last line.',
  badSignature: 'The webhook signature does not match.',
  notAnEvent: 'The webhook body is not a tracking event of the mail house.',
  unknownPlatform: (platform: string) => `No mail house is named ${platform}.`,
  returnedToSender: 'Returned to sender by the post.',
} as const;
