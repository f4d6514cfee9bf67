import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { DATE_FORMATS, formatDisplayDate, formatMoney } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { intArray, sqlRows } from '../../db/sql-rows';
import { businessDate } from '../../lib/business-date';
import { companyFormats } from '../system-settings/company-formats';

export { mergeFields } from '@wattle/contract';

/** Who a customer account's correspondence goes to, and the merge fields its templates may use. */
export interface AccountRecipient {
  customerAccountId: number;
  customerId: number;
  partyId: number | null;
  recipient: string;
  emailAddress: string | null;
  mobilePhone: string | null;
  addressLines: string[];
  /** The account's brand, else the company's default brand. */
  brandId: number | null;
  /** {{customerName}}, {{accountNumber}}, {{balance}}, {{brand}}, {{postalAddress}}, {{date}}, {{invoiceNumber}}, {{total}}, {{dueDate}}. */
  fields: Record<string, string>;
}

interface Row {
  customer_account_id: number;
  customer_id: number;
  party_id: number | null;
  recipient: string;
  email_address: string | null;
  mobile_phone: string | null;
  address_lines: string[];
  brand_id: number | null;
  brand: string | null;
  account_number: string;
  balance: string;
  invoice_number: string | null;
  invoice_total: string | null;
  invoice_due_date: string | null;
}

/** The invoice a recipient's {{invoiceNumber}}, {{total}} and {{dueDate}} speak of: the account's latest issued one. */
interface RecipientInvoice {
  invoiceNumber: string;
  total: string;
  /** ISO date. */
  dueDate: string;
}

interface LetterSettings {
  currency: string;
  dateFormat: string;
  /** The letter date: the business day, written out. */
  date: string;
  /** The business day, ISO. */
  businessDate: string;
}

/** What every recipient's merge fields share: the company's currency symbol and date format, and the letter date (the business day). */
export async function letterSettings(tx: Tx): Promise<LetterSettings> {
  const { currency, dateFormat } = await companyFormats(tx);
  const today = await businessDate(tx);
  return { currency, dateFormat, date: dayjs(today).format(DATE_FORMATS.letter), businessDate: today };
}

/**
 * A recipient's merge fields (AccountRecipient.fields); the template editor's sample customer has
 * the same. The invoice fields are empty for an account that has no issued invoice yet.
 */
export function recipientFields(
  who: { recipient: string; accountNumber: string; balance: string; brand: string; addressLines: readonly string[]; invoice: RecipientInvoice | null },
  { currency, dateFormat, date }: LetterSettings,
): Record<string, string> {
  return {
    customerName: who.recipient,
    accountNumber: who.accountNumber,
    balance: formatMoney(who.balance, currency),
    brand: who.brand,
    postalAddress: who.addressLines.join(', '),
    date,
    ...(who.invoice ? invoiceFields(who.invoice, { currency, dateFormat }) : { invoiceNumber: '', total: '', dueDate: '' }),
  };
}

/** {{invoiceNumber}}, {{total}} (the company's currency) and {{dueDate}} (its DATE_FORMAT) of an invoice. */
export function invoiceFields(invoice: RecipientInvoice, { currency, dateFormat }: Pick<LetterSettings, 'currency' | 'dateFormat'>): Record<string, string> {
  return { invoiceNumber: invoice.invoiceNumber, total: formatMoney(invoice.total, currency), dueDate: formatDisplayDate(invoice.dueDate, dateFormat) };
}

/** The recipients of a batch of customer accounts, in one query (the order of the ids is not kept). */
export async function accountRecipients(tx: Tx, customerAccountIds: readonly number[]): Promise<AccountRecipient[]> {
  if (customerAccountIds.length === 0) return [];
  const settings = await letterSettings(tx);
  const rows = await sqlRows<Row>(
    tx,
    sql`select ca.id as customer_account_id, ca.customer_id, p.id as party_id, coalesce(p.display_name, c.name) as recipient,
      nullif(trim(p.email_address), '') as email_address, nullif(trim(p.mobile_phone), '') as mobile_phone,
      array_remove(array[nullif(p.postal_address_line1, ''), nullif(p.postal_address_line2, ''),
        nullif(concat_ws(' ', nullif(p.postal_suburb, ''), nullif(p.postal_state, ''), nullif(p.postal_postcode, '')), '')], null) as address_lines,
      b.id as brand_id, b.name as brand, ca.account_number, ca.balance::text as balance,
      inv.invoice_number, inv.total::text as invoice_total, inv.due_date::text as invoice_due_date
    from customer_accounts ca
    join customers c on c.id = ca.customer_id
    left join parties p on p.id = c.primary_party_id
    left join lateral (select id, name from brands where id = ca.brand_id or (ca.brand_id is null and is_default) order by id limit 1) b on true
    left join lateral (select invoice_number, total, due_date from invoices
      where customer_account_id = ca.id and kind = 'INVOICE' and status not in ('DRAFT', 'VOID')
      order by invoice_date desc, id desc limit 1) inv on true
    where ca.id = any(${intArray(customerAccountIds)})`,
  );
  return rows.map((r) => ({
    customerAccountId: r.customer_account_id,
    customerId: r.customer_id,
    partyId: r.party_id,
    recipient: r.recipient,
    emailAddress: r.email_address,
    mobilePhone: r.mobile_phone,
    addressLines: r.address_lines,
    brandId: r.brand_id,
    fields: recipientFields(
      {
        recipient: r.recipient,
        accountNumber: r.account_number,
        balance: r.balance,
        brand: r.brand ?? '',
        addressLines: r.address_lines,
        invoice: r.invoice_number ? { invoiceNumber: r.invoice_number, total: r.invoice_total!, dueDate: r.invoice_due_date! } : null,
      },
      settings,
    ),
  }));
}
