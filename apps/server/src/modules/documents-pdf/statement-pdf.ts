import Decimal from 'decimal.js';
import { texts, type AccountPaymentMethod } from '@wattle/contract';
import type { PdfLook } from './brand';
import {
  SECTION_GAP,
  SMALL,
  addressee,
  bodyRow,
  bodyRowHeight,
  finishBrandedDocument,
  headRow,
  headRowHeight,
  paymentDetails,
  startBrandedDocument,
  type Columns,
} from './pdf-parts';

const t = texts.billingPdf;

interface StatementTransaction {
  transactionDate: string;
  description: string;
  reference: string | null;
  /** Signed: a charge is positive, a payment or credit negative. */
  amount: string;
}

/** What a statement shows: the account, the range, the balance before it and every transaction in it. */
export interface StatementView {
  customerName: string;
  addressLines: string[];
  accountNumber: string;
  paymentReference: string | null;
  paymentMethod: AccountPaymentMethod;
  startDate: string;
  endDate: string;
  openingBalance: string;
  transactions: StatementTransaction[];
}

/** Each transaction with the balance after it, and the closing balance (exact decimals). */
function statementBalances(view: StatementView): { rows: (StatementTransaction & { balance: string })[]; closingBalance: string } {
  let balance = new Decimal(view.openingBalance);
  const rows = view.transactions.map((transaction) => {
    balance = balance.plus(transaction.amount);
    return { ...transaction, balance: balance.toFixed(2) };
  });
  return { rows, closingBalance: balance.toFixed(2) };
}

const COLUMNS: Columns = { widths: [14, 46, 16, 12, 12], rightFrom: 3 };

/** The statement as PDF bytes: opening balance, every transaction with the balance after it, closing balance. */
export function renderStatementPdf(view: StatementView, look: PdfLook): Promise<Buffer> {
  const { format, brand } = look;
  const { rows, closingBalance } = statementBalances(view);
  const canvas = startBrandedDocument(look, t.statementTitle, `${t.statementTitle} ${view.accountNumber}`);
  addressee(canvas, view.customerName, view.addressLines, view.accountNumber);
  canvas.gap(SECTION_GAP);
  canvas.line(t.statementPeriod(format.date(view.startDate), format.date(view.endDate)));
  canvas.gap(SECTION_GAP);
  const heading = Object.values(t.columns);
  const row = (cells: string[], bold = false) => bodyRow(canvas, cells, COLUMNS, { bold });
  const opening = [format.date(view.startDate), t.openingBalance, '', '', format.money(view.openingBalance)];
  canvas.keep(headRowHeight(canvas, heading, COLUMNS) + bodyRowHeight(canvas, opening, COLUMNS, { bold: true }));
  headRow(canvas, brand.colour, heading, COLUMNS);
  canvas.withRepeatedHeader(
    () => headRow(canvas, brand.colour, heading, COLUMNS),
    () => {
      row(opening, true);
      for (const r of rows) row([format.date(r.transactionDate), r.description, r.reference ?? '', format.money(r.amount), format.money(r.balance)]);
      if (rows.length === 0) {
        canvas.gap(4);
        canvas.line(t.noTransactions, SMALL);
        canvas.gap(4);
      }
      row([format.date(view.endDate), t.closingBalance, '', '', format.money(closingBalance)], true);
    },
  );
  paymentDetails(canvas, brand, view);
  return finishBrandedDocument(canvas, brand);
}
