import { Document, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { texts } from '@wattle/contract';
import type { PdfLook } from './brand';
import type { PdfFormat } from './pdf-format';
import type { InvoiceLineView, InvoicePdfInput } from './invoice-view';
import { Addressee, BodyRow, BrandedPage, HeadRow, PaymentDetails, pdfStyles } from './pdf-parts';
import { UsageGraph } from './usage-graph';

const t = texts.billingPdf;
const WIDTHS = [36, 22, 12, 10, 10, 10];
const RIGHT_FROM = 2;

export interface LineGroup {
  heading: string;
  lines: InvoiceLineView[];
}

/**
 * The lines by site and product, in the order they first appear: a site's lines under its
 * location and identifier, lines of the whole account under the account number.
 */
export function groupLines(input: InvoicePdfInput): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  for (const line of input.invoice.lines) {
    const key = `${line.utilityAccountId ?? ''}|${line.productTypeCode ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      const site = input.sites.find((s) => s.utilityAccountId === line.utilityAccountId);
      const place = site ? `${site.location} (${site.siteIdentifier})` : `${t.accountNumber} ${input.customer.accountNumber}`;
      group = { heading: line.productTypeCode ? t.siteProduct(place, line.productTypeCode) : place, lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}

function KeyValue({ label, value, bold = false }: { label: string; value: string; bold?: boolean }) {
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1 }}>
      <Text style={bold ? pdfStyles.bold : {}}>{label}</Text>
      <Text style={[pdfStyles.right, bold ? pdfStyles.bold : {}]}>{value}</Text>
    </View>
  );
}

/** One line: what, when, how much, at what rate, and for a DETAILED account how it was worked out. */
function InvoiceLine({ line, detailed, format }: { line: InvoiceLineView; detailed: boolean; format: PdfFormat }) {
  const period = line.periodFrom && line.periodTo ? `${format.date(line.periodFrom)} - ${format.date(line.periodTo)}` : '';
  return (
    <View wrap={false}>
      <BodyRow
        cells={[
          line.description,
          period,
          `${format.quantity(line.quantity)} ${line.unitOfMeasure ?? ''}`.trim(),
          format.rate(line.unitRate),
          format.money(line.amount),
          format.money(line.gst),
        ]}
        widths={WIDTHS}
        rightFrom={RIGHT_FROM}
      />
      {detailed && line.derivation?.text ? <Text style={[pdfStyles.small, { paddingHorizontal: 3, paddingBottom: 2 }]}>{line.derivation.text}</Text> : null}
    </View>
  );
}

export function InvoiceDocument({ input, look }: { input: InvoicePdfInput; look: PdfLook }) {
  const { invoice, customer } = input;
  const { brand, format } = look;
  const detailed = customer.invoiceFormat === 'DETAILED';
  return (
    <Document title={`${t.invoiceTitle} ${invoice.invoiceNumber ?? ''}`.trim()} author={brand.name}>
      <BrandedPage look={look} title={t.invoiceTitle}>
        <Addressee name={customer.name} addressLines={customer.addressLines} accountNumber={customer.accountNumber} />
        <View style={[pdfStyles.section, { flexDirection: 'row', justifyContent: 'space-between' }]}>
          <View style={{ width: '48%' }}>
            <KeyValue label={t.invoiceNumber} value={invoice.invoiceNumber ?? t.draftInvoice} />
            <KeyValue label={t.invoiceDate} value={format.date(invoice.invoiceDate)} />
            {invoice.periodFrom && invoice.periodTo ? (
              <Text style={{ paddingVertical: 1 }}>{t.billingPeriod(format.date(invoice.periodFrom), format.date(invoice.periodTo))}</Text>
            ) : null}
          </View>
          <View style={[pdfStyles.box, { width: '48%', borderColor: brand.colour }]}>
            <KeyValue label={t.subtotal} value={format.money(invoice.amountExGst)} />
            <KeyValue label={t.gst} value={format.money(invoice.gst)} />
            <KeyValue label={t.totalDue} value={format.money(invoice.total)} bold />
            <KeyValue label={t.dueDate} value={format.date(invoice.dueDate)} bold />
          </View>
        </View>
        <PaymentDetails brand={brand} accountNumber={customer.accountNumber} />
        {input.usageHistory.map((history) => (
          <UsageGraph key={history.productTypeCode} history={history} colour={brand.colour} format={format} />
        ))}
        {groupLines(input).map((group) => {
          const [first, ...rest] = group.lines;
          return (
            <View key={group.heading} style={pdfStyles.section}>
              {/* A group's heading never ends a page without the group's first line after it. */}
              <View wrap={false}>
                <Text style={[pdfStyles.bold, { color: brand.colour, marginBottom: 2 }]}>{group.heading}</Text>
                <HeadRow colour={brand.colour} cells={Object.values(t.lineColumns)} widths={WIDTHS} rightFrom={RIGHT_FROM} />
                {first ? <InvoiceLine line={first} detailed={detailed} format={format} /> : null}
              </View>
              {rest.map((line) => (
                <InvoiceLine key={line.lineNumber} line={line} detailed={detailed} format={format} />
              ))}
            </View>
          );
        })}
        <View style={[pdfStyles.section, { alignSelf: 'flex-end', width: '48%' }]} wrap={false}>
          <KeyValue label={t.subtotal} value={format.money(invoice.amountExGst)} />
          <KeyValue label={t.gst} value={format.money(invoice.gst)} />
          <KeyValue label={t.totalDue} value={format.money(invoice.total)} bold />
          <Text style={[pdfStyles.bold, pdfStyles.right, { color: brand.colour }]}>{t.payBy(format.date(invoice.dueDate))}</Text>
        </View>
      </BrandedPage>
    </Document>
  );
}

/** The invoice as PDF bytes: a pure function of the invoice, its customer, sites and usage, and the brand. */
export const renderInvoicePdf = (input: InvoicePdfInput, look: PdfLook): Promise<Buffer> => renderToBuffer(<InvoiceDocument input={input} look={look} />);
