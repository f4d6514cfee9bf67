import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { concessionCards, concessionCardTransactions, concessions } from '../../../db/schema/index';
import { defineSection, type SectionSpec } from '../section-spec';
import { displayOf, endNotBeforeStart, ofCustomerAccounts, wordsOf } from './shared';
import { addAction, deleteAction, editAction } from './standard-actions';
import { acceptConcessionClaims, verifyConcessionCard } from '../../customers/concessions.service';

const c = concessionCards;
const ct = concessionCardTransactions;

/** Card number shapes: Centrelink cards (pensioner, health care, seniors) carry 9 digits and a letter; DVA files 2–3 letters and 5–7 digits. */
const CARD_NUMBER: Record<(typeof c.cardType.enumValues)[number], RegExp> = {
  PENSIONER: /^\d{9}[A-Z]$/,
  HEALTH_CARE: /^\d{9}[A-Z]$/,
  SENIORS: /^\d{9}[A-Z]$/,
  DVA_GOLD: /^[A-Z]{2,3}\d{5,7}[A-Z]?$/,
};

/** Customer Concessions: the customer's concession cards (pensioner, health care, DVA gold, seniors). */
export const concessionCardsSection: SectionSpec = defineSection({
  code: 'CUSTCONNCARDS',
  description: 'Concession Cards',
  controlType: 'CardList',
  keyColumn: 'id',
  iconName: 'CreditCard',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'cardType', prompt: 'Card', fieldType: 'LookUp', lookupCode: 'CONCESSION_CARD_TYPE', editable: true, mandatory: true, row: 1, span: 6 },
    { name: 'concessionId', prompt: 'Concession', fieldType: 'LookUp', lookupCode: 'CONCESSIONS', editable: true, mandatory: true, row: 1, span: 6 },
    { name: 'cardNumber', prompt: 'Card Number', editable: true, mandatory: true, maxLength: 20, row: 2, span: 6 },
    { name: 'cardHolderName', prompt: 'Card Holder', editable: true, mandatory: true, maxLength: 100, row: 2, span: 6 },
    { name: 'validFrom', prompt: 'Valid From', fieldType: 'Date', editable: true, mandatory: true, row: 3, span: 6 },
    { name: 'validTo', prompt: 'Valid To', fieldType: 'Date', editable: true, row: 3, span: 6 },
    { name: 'status', prompt: 'Status' },
    { name: 'verifiedDate', prompt: 'Verified', fieldType: 'Date' },
  ],
  actions: [addAction, editAction, deleteAction, { code: 'VERIFY', name: 'Verify Card', actionType: 'CustomEdit', iconName: 'Assignment' }],
  data: {
    table: c,
    key: c.id,
    filters: { customerId: c.customerId },
    orderBy: [sql`${c.validFrom} desc`],
    displays: {
      cardType: wordsOf(c.cardType),
      status: wordsOf(c.status),
      concessionId: displayOf(c.concessionId, concessions, concessions.id, concessions.description),
    },
    rules: [
      (row) =>
        row.cardType && row.cardNumber && !(CARD_NUMBER as Partial<Record<string, RegExp>>)[row.cardType]?.test(row.cardNumber)
          ? texts.sectionRules.cardNumber
          : null,
      (row) => (endNotBeforeStart(row, 'validFrom', 'validTo') ? null : texts.sectionRules.endBeforeStart),
    ],
    // A changed card is checked again.
    derive: (_row, { isNew }) => (isNew ? {} : { status: 'PENDING', verifiedDate: null }),
    canDelete: (row) => (row.status === 'VERIFIED' ? texts.sectionRules.verifiedCard : null),
    operations: {
      VERIFY: async ({ tx, rows }) => {
        const verified = await verifyConcessionCard(tx, Number(rows[0]!.key));
        return verified.done ? { messageType: 'Success', message: texts.sectionRules.cardVerified } : { messageType: 'Error', message: verified.refusal };
      },
    },
  },
});

/** Rebates claimed on the customer's cards; an accepted claim credits the account with a CONCESSION transaction. */
export const concessionCardTransactionsSection: SectionSpec = defineSection({
  code: 'CUSTCARDTRANS',
  description: 'Concession Claims',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    {
      name: 'concessionCardId',
      prompt: 'Card',
      fieldType: 'LookUp',
      lookupCode: 'CUSTOMER_CONCESSION_CARDS',
      lookupParameters: '{"customerId":"@customerId"}',
      editable: true,
      mandatory: true,
      row: 0,
    },
    { name: 'transactionDate', prompt: 'Date', fieldType: 'Date', editable: true, mandatory: true, row: 1, span: 4 },
    { name: 'periodFrom', prompt: 'Period From', fieldType: 'Date', editable: true, mandatory: true, row: 1, span: 4 },
    { name: 'periodTo', prompt: 'Period To', fieldType: 'Date', editable: true, mandatory: true, row: 1, span: 4 },
    { name: 'description', prompt: 'Description', editable: true, mandatory: true, maxLength: 200, row: 2, span: 8 },
    { name: 'amount', prompt: 'Rebate', fieldType: 'Money', dataType: 'CURRENCY2', editable: true, mandatory: true, row: 2, span: 4 },
    { name: 'status', prompt: 'Status' },
  ],
  actions: [addAction, { code: 'ACCEPT', name: 'Accept Claim', actionType: 'Operation', iconName: 'Payments' }],
  data: {
    table: ct,
    key: ct.id,
    filters: { customerId: ofCustomerAccounts(ct.customerAccountId) },
    orderBy: [sql`${ct.transactionDate} desc`],
    displays: {
      status: wordsOf(ct.status),
      concessionCardId: sql`(select ${c.cardNumber} || ' ' || initcap(replace(lower(${c.cardType}), '_', ' ')) from ${c} where ${c.id} = ${ct.concessionCardId})`,
    },
    colour: sql`case ${ct.status} when 'ACCEPTED' then 'green' when 'REJECTED' then 'red' end`,
    rules: [
      (row) => (new Decimal(row.amount || '0').lte(0) ? texts.sectionRules.amountPositive : null),
      (row) => (endNotBeforeStart(row, 'periodFrom', 'periodTo') ? null : texts.sectionRules.endBeforeStart),
      // The card lookup offers only this customer's cards.
      async (row, { tx }) => {
        const [card] = await tx
          .select({ status: c.status })
          .from(c)
          .where(eq(c.id, Number(row.concessionCardId)));
        return card?.status === 'VERIFIED' ? null : texts.sectionRules.claimNeedsVerifiedCard;
      },
    ],
    operations: {
      ACCEPT: async ({ tx, rows, username }) => {
        const accepted = await acceptConcessionClaims(
          tx,
          rows.map((r) => Number(r.key)),
          username,
        );
        return accepted.done
          ? { messageType: 'Success', message: texts.sectionRules.claimsAccepted(accepted.value) }
          : { messageType: 'Error', message: accepted.refusal };
      },
    },
  },
});
