import dayjs from 'dayjs';
import { formatDisplayDate, formatMoney, MONEY_DECIMALS, texts, type CustomerAccount, type CustomerSummary, type MyAccountToken } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import { hashSecret, newToken } from '../../lib/secrets';
import { companyFormats } from '../system-settings/company-formats';
import { customerBalance, customerDebt } from './customer-balance.service';
import {
  currentAlerts,
  currentStatuses,
  findBrand,
  findCustomerAccount,
  findParty,
  insertMyAccountToken,
  lastPayment,
  notesOf,
  type CustomerAccountRow,
} from './customers.repository';

/** How long a portal token may be used. */
const MY_ACCOUNT_TOKEN_MINUTES = 15;

const words = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' ');

async function customerOrNotFound(tx: Tx, customerId: number): Promise<CustomerAccountRow> {
  const row = await findCustomerAccount(tx, customerId);
  if (!row) throw notFound(texts.server.notFound);
  return row;
}

/** GET /customers/{customerId}/account */
export async function customerAccount(tx: Tx, customerId: number): Promise<CustomerAccount> {
  const row = await customerOrNotFound(tx, customerId);
  return {
    customerId: row.customerId,
    accountId: row.accountId,
    accountNumber: row.accountNumber,
    paymentReference: row.paymentReference,
    brandCode: row.brandCode,
    customerTypeCode: row.customerTypeCode,
    primaryPartyId: row.primaryPartyId,
    totalBalance: (await customerBalance(tx, customerId)).toFixed(MONEY_DECIMALS),
  };
}

/**
 * GET /customers/{customerId}/summary (spec 3 §2.4): 12 name/value items, in column order for
 * 4 columns of 3 (one is Total Balance), the current status chips, notes and alert text.
 */
export async function customerSummary(tx: Tx, customerId: number): Promise<CustomerSummary> {
  const row = await customerOrNotFound(tx, customerId);
  const today = await businessDate(tx);
  const { currency, dateFormat } = await companyFormats(tx);
  const date = (value: string | null) => (value ? formatDisplayDate(value, dateFormat) : '');
  const [{ balance, overdue }, payment, statuses, alerts, notes] = await inTurn([
    () => customerDebt(tx, customerId, today),
    () => lastPayment(tx, customerId),
    () => currentStatuses(tx, customerId, today),
    () => currentAlerts(tx, customerId, today),
    () => notesOf(tx, customerId),
  ]);
  const items: [string, string][] = [
    ['Account Number', row.accountNumber],
    ['Customer Type', row.customerTypeDescription],
    ['Status', words(row.status)],
    [texts.customer.totalBalance, formatMoney(balance, currency)],
    ['Overdue', formatMoney(overdue, currency)],
    ['Last Payment', payment ? `${formatMoney(payment.amount, currency)} on ${date(payment.paymentDate)}` : ''],
    ['Credit Status', words(row.creditStatus)],
    ['Payment Method', row.paymentMethod],
    ['Billing Cycle', row.billingCycle ?? ''],
    ['Last Invoice', date(row.lastInvoiceDate)],
    ['Next Invoice', date(row.nextInvoiceDate)],
    ['Customer Since', date(row.openDate)],
  ];
  return {
    accountName: row.name,
    displayCustomerNumber: row.customerNumber,
    customerTypeCode: row.customerTypeCode,
    items: items.map(([name, value]) => ({ name, value })),
    notes,
    statuses,
    alertText: alerts.length ? alerts.join(' · ') : null,
  };
}

/** GET /system-config/{brandCode}/my-account-url */
export async function myAccountUrl(tx: Tx, brandCode: string): Promise<string> {
  const brand = await findBrand(tx, brandCode);
  if (!brand?.myAccountUrl) throw notFound(texts.server.notFound);
  return brand.myAccountUrl;
}

export interface TokenIssuer {
  userId: number;
  username: string;
  ipAddress: string;
  dataset: 'live' | 'demo';
}

/**
 * GET /contacts/{partyId}/my-account-token: a one-off portal token for an active contact with an
 * email address (the portal's sign-in name); otherwise a result message saying why not.
 */
export async function myAccountToken(tx: Tx, partyId: number, issuer: TokenIssuer): Promise<MyAccountToken> {
  const party = await findParty(tx, partyId);
  if (!party) throw notFound(texts.server.notFound);
  if (!party.isActive || !party.emailAddress) return { resultCode: 'NO_PORTAL_ACCESS', resultMessage: texts.customer.portalNeedsEmail, token: null };
  const token = newToken();
  await insertMyAccountToken(tx, {
    partyId,
    tokenHash: hashSecret(token),
    issuedByUserId: issuer.userId,
    expiresAt: dayjs().add(MY_ACCOUNT_TOKEN_MINUTES, 'minute').toISOString(),
  });
  await audit(tx, {
    event: 'myaccount.token',
    entity: 'party',
    entityId: partyId,
    userId: issuer.userId,
    username: issuer.username,
    ipAddress: issuer.ipAddress,
    dataset: issuer.dataset,
  });
  return { resultCode: 'SUCCESS', resultMessage: texts.customer.portalTokenIssued, token };
}
