import { Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { texts } from '@wattle/contract';
import type { Brand, PdfLook } from './brand';
import { bpayReference } from './bpay';

const t = texts.billingPdf;

export const pdfStyles = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 40, fontSize: 9, fontFamily: 'Helvetica', color: '#222222' },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', paddingBottom: 10, borderBottomWidth: 3 },
  logo: { width: 120, height: 48, objectFit: 'contain' },
  brandName: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  title: { fontSize: 14, fontFamily: 'Helvetica-Bold', textAlign: 'right' },
  small: { fontSize: 8, color: '#555555' },
  right: { textAlign: 'right' },
  bold: { fontFamily: 'Helvetica-Bold' },
  section: { marginTop: 14 },
  row: { flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: '#dddddd' },
  headRow: { flexDirection: 'row', paddingVertical: 4, color: '#ffffff', fontFamily: 'Helvetica-Bold' },
  box: { borderWidth: 1, borderColor: '#cccccc', padding: 8 },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, color: '#555555' },
});

/** The brand's logo (or its name when it has none), the document's title and the company's ABN. */
function BrandHeader({ brand, title }: { brand: Brand; title: string }) {
  return (
    <View style={[pdfStyles.header, { borderBottomColor: brand.colour }]}>
      <View>
        {brand.logo ? <Image style={pdfStyles.logo} src={brand.logo} /> : null}
        <Text style={[pdfStyles.brandName, { color: brand.colour }]}>{brand.name}</Text>
        {brand.abn ? <Text style={pdfStyles.small}>{t.abn(brand.abn)}</Text> : null}
      </View>
      <Text style={[pdfStyles.title, { color: brand.colour }]}>{title}</Text>
    </View>
  );
}

/** Contact details and page numbers on every page. */
function Footer({ brand }: { brand: Brand }) {
  return (
    <View style={pdfStyles.footer} fixed>
      <Text>{t.contact(brand.phone, brand.website)}</Text>
      <Text render={({ pageNumber, totalPages }) => t.page(pageNumber, totalPages)} />
    </View>
  );
}

/** An A4 page of a branded document: header on the first page, footer on every page. */
export function BrandedPage({ look, title, children }: { look: PdfLook; title: string; children: ReactNode }) {
  return (
    <Page size="A4" style={pdfStyles.page}>
      <BrandHeader brand={look.brand} title={title} />
      {children}
      <Footer brand={look.brand} />
    </Page>
  );
}

/** The customer's name and postal address, and the account number. */
export function Addressee({ name, addressLines, accountNumber }: { name: string; addressLines: string[]; accountNumber: string }) {
  return (
    <View style={[pdfStyles.section, { flexDirection: 'row', justifyContent: 'space-between' }]}>
      <View>
        <Text style={pdfStyles.bold}>{name}</Text>
        {addressLines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </View>
      <View>
        <Text style={[pdfStyles.small, pdfStyles.right]}>{t.accountNumber}</Text>
        <Text style={[pdfStyles.bold, pdfStyles.right]}>{accountNumber}</Text>
      </View>
    </View>
  );
}

/** A table's coloured header row; `widths` are flex weights, the last columns right-aligned from `rightFrom`. */
export function HeadRow({ colour, cells, widths, rightFrom }: { colour: string; cells: string[]; widths: number[]; rightFrom: number }) {
  return (
    <View style={[pdfStyles.headRow, { backgroundColor: colour }]} fixed>
      {cells.map((cell, i) => (
        <Text key={cell} style={[{ flex: widths[i], paddingHorizontal: 3 }, i >= rightFrom ? pdfStyles.right : {}]}>
          {cell}
        </Text>
      ))}
    </View>
  );
}

export function BodyRow({ cells, widths, rightFrom, bold = false }: { cells: string[]; widths: number[]; rightFrom: number; bold?: boolean }) {
  return (
    <View style={pdfStyles.row} wrap={false}>
      {cells.map((cell, i) => (
        <Text key={i} style={[{ flex: widths[i], paddingHorizontal: 3 }, i >= rightFrom ? pdfStyles.right : {}, bold ? pdfStyles.bold : {}]}>
          {cell}
        </Text>
      ))}
    </View>
  );
}

/** How to pay: BPAY (biller code and the account's reference) and direct debit, each when the company has set it. */
export function PaymentDetails({ brand, accountNumber }: { brand: Brand; accountNumber: string }) {
  if (!brand.bpayBillerCode && !brand.directDebitText) return null;
  return (
    <View style={[pdfStyles.section, pdfStyles.box]} wrap={false}>
      <Text style={[pdfStyles.bold, { color: brand.colour, marginBottom: 4 }]}>{t.howToPay}</Text>
      {brand.bpayBillerCode ? (
        <View style={{ marginBottom: 6 }}>
          <Text style={pdfStyles.bold}>{t.bpay}</Text>
          <Text>{`${t.bpayBillerCode}: ${brand.bpayBillerCode}`}</Text>
          <Text>{`${t.bpayReference}: ${bpayReference(accountNumber)}`}</Text>
          <Text style={pdfStyles.small}>{t.bpayNote}</Text>
        </View>
      ) : null}
      {brand.directDebitText ? (
        <View>
          <Text style={pdfStyles.bold}>{t.directDebit}</Text>
          <Text>{brand.directDebitText}</Text>
        </View>
      ) : null}
    </View>
  );
}
