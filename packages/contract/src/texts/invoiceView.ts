/** The invoice dialog: an invoice's lines, each explained in words with the reads behind it (issue 14). */
export const invoiceView = {
  title: (invoiceNumber: string | null) => (invoiceNumber ? `Invoice ${invoiceNumber}` : 'Draft invoice'),
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  period: 'Period',
  status: 'Status',
  subtotal: 'Subtotal',
  gst: 'GST',
  total: 'Total',
  lineColumns: { description: 'Description', period: 'Period', quantity: 'Quantity', rate: 'Rate', amount: 'Amount', gst: 'GST' },
  noDerivation: 'Entered by hand',
  showReads: (count: number) => `Show the ${count} reads behind this line`,
  hideReads: 'Hide the reads',
  /** `multiplier` only when the meter's reads are scaled. */
  meterHeading: (meterCode: string, multiplier: string | null) => (multiplier ? `Meter ${meterCode} (reads × ${multiplier})` : `Meter ${meterCode}`),
  readColumns: { readDate: 'Read date', quantity: 'Quantity', readType: 'Type' },
  intervalDay: 'Day total of intervals',
  noReads: 'No reads in this period',
  downloadPdf: 'Download PDF',
  close: 'Close',
  viewInvoice: 'View Invoice',
  noInvoice: 'Highlight an invoice transaction first',
} as const;
