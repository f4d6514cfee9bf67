import { eq, sql } from 'drizzle-orm';
import { SPECIAL_ACTION_CODES, texts } from '@wattle/contract';
import { billingCycles, customerAccounts, customers, customerTypes, directDebitMandates, payments } from '../../../db/schema/index';
import type { Tx } from '../../../db/client';
import { paymentMethodText } from '../../lookups/lookup-text';
import { defineSection, type SectionSpec } from '../section-spec';
import { cardPaymentAction, displayOf, previewInvoiceAction, statementAction, words, wordsOf } from './shared';
import { saveAction } from './standard-actions';
import { agedDebt } from '../../collections/aged-debt.repository';
import { reassessCreditStatus } from '../../collections/credit-status.service';

const a = customerAccounts;

/** The National Energy Retail Rules give residential customers at least 13 business days to pay (about 19 calendar days). */
const MIN_RESIDENTIAL_TERMS_DAYS = 19;
const MAX_TERMS_DAYS = 90;

const isResidential = async (tx: Tx, customerId: number) => {
  const [row] = await tx
    .select({ code: customerTypes.code })
    .from(customers)
    .innerJoin(customerTypes, eq(customerTypes.id, customers.customerTypeId))
    .where(eq(customers.id, customerId));
  return row?.code === 'RESIDENT';
};

const m = directDebitMandates;
/** The account's ACTIVE direct-debit mandate, as shown: the account name, BSB and the account number's last digits only. */
const activeMandate = sql`(select format(${texts.providerPayments.mandateShown('%1$s', '%2$s', '%3$s')}, ${m.accountName}, left(${m.bsb}, 3) || '-' || right(${m.bsb}, 3), ${m.accountNumberLast4})
  from ${m} where ${m.customerAccountId} = ${a.id} and ${m.status} = 'ACTIVE' order by ${m.id} desc limit 1)`;

/** Finance: how the customer's account pays and is billed; Direct Debit sets up the bank account it is debited from. */
export const financeSection: SectionSpec = defineSection({
  code: 'CUSTFINANCE',
  description: 'Finance',
  controlType: 'Form',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'accountNumber', prompt: 'Account Number', row: 1, span: 4 },
    { name: 'balance', prompt: 'Balance', fieldType: 'Money', dataType: 'CURRENCY2', row: 1, span: 4 },
    { name: 'creditStatus', prompt: 'Credit Status', row: 1, span: 4 },
    { name: 'paymentMethod', prompt: 'Payment Method', fieldType: 'LookUp', lookupCode: 'PAYMENT_METHOD', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'paymentTermsDays', prompt: 'Payment Terms (days)', fieldType: 'Int', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'billingCycleId', prompt: 'Billing Cycle', fieldType: 'LookUp', lookupCode: 'BILLINGCYCLE', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'lastInvoiceDate', prompt: 'Last Invoice', fieldType: 'Date', row: 3, span: 4 },
    { name: 'nextInvoiceDate', prompt: 'Next Invoice', fieldType: 'Date', row: 3, span: 4 },
    { name: 'directDebit', prompt: texts.providerPayments.directDebit, row: 3, span: 4 },
  ],
  actions: [
    saveAction,
    statementAction,
    previewInvoiceAction,
    cardPaymentAction,
    { code: SPECIAL_ACTION_CODES.directDebitMandate, name: texts.providerPayments.directDebit, actionType: 'Custom', iconName: 'AccountBalance' },
  ],
  data: {
    table: a,
    key: a.id,
    filters: { customerId: a.customerId },
    orderBy: [a.id],
    columns: { directDebit: activeMandate },
    displays: {
      paymentMethod: paymentMethodText(a.paymentMethod),
      creditStatus: wordsOf(a.creditStatus),
      billingCycleId: displayOf(a.billingCycleId, billingCycles, billingCycles.id, billingCycles.description),
    },
    rules: [
      (row) => (Number(row.paymentTermsDays) > MAX_TERMS_DAYS || Number(row.paymentTermsDays) < 1 ? texts.sectionRules.termsRange(MAX_TERMS_DAYS) : null),
      async (row, { tx, ids }) =>
        Number(row.paymentTermsDays) < MIN_RESIDENTIAL_TERMS_DAYS && ids.customerId && (await isResidential(tx, ids.customerId))
          ? texts.sectionRules.residentialTerms(MIN_RESIDENTIAL_TERMS_DAYS)
          : null,
    ],
  },
});

/** Credit Status: one card per account with its standing and what is past due (aged debt); Reassess recalculates it from hardship, plans, collections and overdue debt. */
export const creditStatusSection: SectionSpec = defineSection({
  code: 'CUSTCREDITSTATUS',
  description: 'Credit Status',
  controlType: 'CardList',
  keyColumn: 'id',
  iconName: 'AccountBalance',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'accountNumber', prompt: 'Account' },
    { name: 'creditStatus', prompt: 'Credit Status' },
    { name: 'balance', prompt: 'Balance', fieldType: 'Money', dataType: 'CURRENCY2' },
    { name: 'overdue', prompt: 'Overdue', fieldType: 'Money', dataType: 'CURRENCY2' },
    { name: 'lastPaymentDate', prompt: 'Last Payment', fieldType: 'Date' },
    { name: 'lastPaymentAmount', prompt: 'Last Payment Amount', fieldType: 'Money', dataType: 'CURRENCY2' },
  ],
  actions: [{ code: 'REASSESS', name: 'Reassess', actionType: 'CustomEdit', iconName: 'Refresh' }],
  data: {
    table: a,
    key: a.id,
    filters: { customerId: a.customerId },
    orderBy: [a.id],
    columns: {
      overdue: sql`(select ad.overdue from (${agedDebt({ accounts: sql`${a.id}` })}) ad)`,
      lastPaymentDate: sql`(select max(${payments.paymentDate}) from ${payments} where ${payments.customerAccountId} = ${a.id})`,
      lastPaymentAmount: sql`(select ${payments.amount} from ${payments} where ${payments.customerAccountId} = ${a.id} order by ${payments.paymentDate} desc, ${payments.id} desc limit 1)`,
    },
    displays: { creditStatus: wordsOf(a.creditStatus) },
    operations: {
      REASSESS: async ({ tx, rows, ids }) => {
        const row = rows[0]!;
        const status = await reassessCreditStatus(tx, Number(row.key), ids.customerId ?? 0);
        return { messageType: 'Success', message: texts.sectionRules.creditStatusSet(words(status)) };
      },
    },
  },
});
