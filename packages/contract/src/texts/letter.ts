export const letter = {
  typeRequired: 'correspondence type is required',
  templateRequired: 'template is required',
  emailRequired: 'email is required',
  templateInvalid: 'Sorry, the selected template cannot be used for this customer',
  missingFields: (fields: string) => `The following fields are missing: ${fields}`,
  /** Said when a send succeeds, naming where it went (issue 28 item 10). */
  emailSent: (address: string) => `Email sent to ${address}.`,
  /** The email was written but could not go at once: it waits on the New and Undelivered Email list. */
  emailQueued: (address: string) => `The email to ${address} has been queued for sending.`,
  letterPosted: 'The letter has been added to the Posted Mail list.',
  noEmailAddress: 'The customer has no email address.',
  byPostOnly: "This customer's correspondence goes by post: send a template letter instead.",
  noAccount: 'The customer has no account to write to.',
  customerNotFound: 'Customer not found.',
  scheduleNotFound: 'Mail merge schedule not found.',
  templateNotFound: 'Mail merge template not found.',
  // The Send a letter or email dialog of the Documents page (spec 3 §2.11; the button is documents.sendLetter).
  dialogTitle: 'Send a Letter or Email',
  correspondenceType: 'Correspondence Type',
  typeNames: { TEMPLATE: 'Template letter', RESEND: 'Resend an email', ADHOC: 'Ad hoc email' },
  schedule: 'Template',
  letterOf: (name: string, paperSize: string) => `Letter: ${name} (${paperSize})`,
  byPostNote: "This customer's correspondence goes by post: the letter is added to the Posted Mail list.",
  previousEmail: 'Email',
  noPreviousEmails: 'No email has been sent to this customer yet.',
  body: 'Body',
  previewEmail: 'Preview Email',
  previewLetter: 'Preview Letter',
  preview: 'Preview',
  letterPreviewTitle: 'Letter preview',
  send: 'Send',
  /** The email an issued invoice goes with to a customer by email (merge fields filled in; the invoice's PDF attached). */
  invoiceEmail: {
    subject: 'Your {{brand}} invoice {{invoiceNumber}}',
    body: '<p>Dear {{customerName}},</p><p>Your invoice {{invoiceNumber}} for account {{accountNumber}} is attached: {{total}}, due on {{dueDate}}.</p><p>Kind regards,<br/>{{brand}}</p>',
  },
} as const;
