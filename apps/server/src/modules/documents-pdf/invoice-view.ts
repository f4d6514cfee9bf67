import type { AccountPaymentMethod, InvoiceAccountFigures } from '@wattle/contract';

/**
 * What the invoice PDF is drawn from. `InvoiceView` is the answer of GET /billing/invoices/{id}
 * (issue 14): money, quantities and rates as decimal strings, dates YYYY-MM-DD.
 */
type InvoiceLineKind = 'FIXED' | 'USAGE' | 'MINIMUM' | 'SOLAR' | 'CONCESSION' | 'ADJUSTMENT';

interface InvoiceLineDerivation {
  pricePlanId: number | null;
  scheduleId: number | null;
  rateId: number | null;
  touClass: string | null;
  band: { start: string; proratedStart: string; next: string | null } | null;
  meters: { meterId: number; reads: number; estimatedReads: number; quantity: string }[];
  /** The line's working in words: "90 days × $1.2345 a day". */
  text: string;
}

export interface InvoiceLineView {
  lineNumber: number;
  /** null: a line stored without one (the invoices API answers it as such). */
  kind: InvoiceLineKind | null;
  /** null: a line of the whole account (an adjustment). */
  utilityAccountId: number | null;
  productTypeCode: string | null;
  description: string;
  periodFrom: string | null;
  periodTo: string | null;
  days: number | null;
  quantity: string;
  unitOfMeasure: string | null;
  unitRate: string;
  amount: string;
  gst: string;
  derivation: InvoiceLineDerivation | null;
}

export interface InvoiceView {
  id: number;
  /** null while the invoice is a draft. */
  invoiceNumber: string | null;
  customerAccountId: number;
  billRunId: number | null;
  status: string;
  invoiceDate: string;
  dueDate: string;
  periodFrom: string | null;
  periodTo: string | null;
  amountExGst: string;
  gst: string;
  total: string;
  lines: InvoiceLineView[];
}

/** One period's usage of a product, for the graph of the last 12 periods. */
interface UsagePeriod {
  /** The period's last day. */
  periodTo: string;
  quantity: string;
}

export interface UsageHistory {
  productTypeCode: string;
  unitOfMeasure: string;
  /** Oldest first; the last 12 are drawn. */
  periods: UsagePeriod[];
}

/** Everything on an invoice besides the brand: the invoice, who it is for, its sites and its usage history. */
export interface InvoicePdfInput {
  invoice: InvoiceView;
  customer: {
    name: string;
    accountNumber: string;
    /** The BPAY customer reference (null when the account number has no digits). */
    paymentReference: string | null;
    /** How the account pays: marked among the ways to pay. */
    paymentMethod: AccountPaymentMethod;
    addressLines: string[];
    /** DETAILED prints each line's derivation. */
    invoiceFormat: 'SUMMARY' | 'DETAILED';
  };
  /** Where the invoice leaves the account: previous balance, payments since, total now due. */
  account: InvoiceAccountFigures;
  /** The utility accounts the lines name, with the site they supply. */
  sites: { utilityAccountId: number; siteIdentifier: string; location: string }[];
  usageHistory: UsageHistory[];
}
