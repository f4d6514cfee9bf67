import { DEFAULT_COMPANY_FORMATS } from '@wattle/contract';
import type { PdfLook } from '../src/modules/documents-pdf/brand';
import { pdfFormat } from '../src/modules/documents-pdf/pdf-format';

/** A 1×1 PNG: the brand's logo. */
const LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A whole brand (logo, ABN, BPAY, direct debit) for drawing example invoices: the PDF tests and the PDF figure. */
export const exampleLook: PdfLook = {
  brand: {
    name: 'Harbour Power',
    colour: '#0b5394',
    logo: { data: LOGO, format: 'png' },
    phone: '1300 111 222',
    website: 'https://harbour.example',
    abn: '11 222 333 680',
    bpayBillerCode: '998877',
    directDebitText: 'Paid from your bank account on the due date.',
  },
  format: pdfFormat(DEFAULT_COMPANY_FORMATS),
};
