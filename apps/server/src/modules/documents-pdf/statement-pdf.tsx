import { Document, renderToBuffer, Text, View } from '@react-pdf/renderer';
import Decimal from 'decimal.js';
import { texts } from '@wattle/contract';
import type { PdfLook } from './brand';
import { Addressee, BodyRow, BrandedPage, HeadRow, PaymentDetails, pdfStyles } from './pdf-parts';

const t = texts.billingPdf;

export interface StatementTransaction {
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
  startDate: string;
  endDate: string;
  openingBalance: string;
  transactions: StatementTransaction[];
}

/** Each transaction with the balance after it, and the closing balance (exact decimals). */
export function statementBalances(view: StatementView): { rows: (StatementTransaction & { balance: string })[]; closingBalance: string } {
  let balance = new Decimal(view.openingBalance);
  const rows = view.transactions.map((transaction) => {
    balance = balance.plus(transaction.amount);
    return { ...transaction, balance: balance.toFixed(2) };
  });
  return { rows, closingBalance: balance.toFixed(2) };
}

const WIDTHS = [14, 46, 16, 12, 12];
const RIGHT_FROM = 3;

export function StatementDocument({ view, look }: { view: StatementView; look: PdfLook }) {
  const { format, brand } = look;
  const { rows, closingBalance } = statementBalances(view);
  return (
    <Document title={`${t.statementTitle} ${view.accountNumber}`} author={brand.name}>
      <BrandedPage look={look} title={t.statementTitle}>
        <Addressee name={view.customerName} addressLines={view.addressLines} accountNumber={view.accountNumber} />
        <Text style={pdfStyles.section}>{t.statementPeriod(format.date(view.startDate), format.date(view.endDate))}</Text>
        <View style={pdfStyles.section}>
          <HeadRow colour={brand.colour} cells={Object.values(t.columns)} widths={WIDTHS} rightFrom={RIGHT_FROM} />
          <BodyRow
            cells={[format.date(view.startDate), t.openingBalance, '', '', format.money(view.openingBalance)]}
            widths={WIDTHS}
            rightFrom={RIGHT_FROM}
            bold
          />
          {rows.map((row, i) => (
            <BodyRow
              key={i}
              cells={[format.date(row.transactionDate), row.description, row.reference ?? '', format.money(row.amount), format.money(row.balance)]}
              widths={WIDTHS}
              rightFrom={RIGHT_FROM}
            />
          ))}
          {rows.length === 0 ? <Text style={[pdfStyles.small, { paddingVertical: 4 }]}>{t.noTransactions}</Text> : null}
          <BodyRow cells={[format.date(view.endDate), t.closingBalance, '', '', format.money(closingBalance)]} widths={WIDTHS} rightFrom={RIGHT_FROM} bold />
        </View>
        <PaymentDetails brand={brand} accountNumber={view.accountNumber} />
      </BrandedPage>
    </Document>
  );
}

/** The statement as PDF bytes. */
export const renderStatementPdf = (view: StatementView, look: PdfLook): Promise<Buffer> => renderToBuffer(<StatementDocument view={view} look={look} />);
