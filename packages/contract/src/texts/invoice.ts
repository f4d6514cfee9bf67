/** The instant invoice screen and call (spec 3 §2.9, §8). */
export const invoice = {
  generated: 'Invoice generated successfully!',
  invoiceDate: 'Invoice Date',
  invoiceDueDate: 'Invoice Due Date',
  preview: 'Preview Invoice',
  generate: 'Generate Invoice',
  working: 'Working...',
  tab: 'Invoice',
  previewFlag: 'preview must be true or false.',
  dueBeforeInvoice: 'The invoice due date cannot be before the invoice date.',
  nothingToInvoice: (invoiceDate: string) => `Nothing new to invoice up to ${invoiceDate}: the customer is already billed.`,
  held: (exceptionCodes: string[]) => `The invoice is held for review (${exceptionCodes.join(', ')}): see the bill run's exceptions.`,
  viewerTitle: (label: string) => `${label} PDF`,
} as const;
