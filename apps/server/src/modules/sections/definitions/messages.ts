import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { emailRequests, smsRequests } from '../../../db/schema/index';
import { copyEmailRequest } from '../../correspondence/email-requests.service';
import { resendSms } from '../../correspondence/sms-requests.service';
import { defineSection, type SectionSpec } from '../section-spec';
import { wordsOf } from './shared';
import { deleteAction } from './standard-actions';

const e = emailRequests;
const s = smsRequests;

const resendAction = { code: 'RESEND', name: 'Resend', actionType: 'CustomEdit', iconName: 'Send', confirmMessage: texts.sectionRules.confirmResend } as const;

/** Undelivered red, delivered green, not yet sent blue. */
const statusColour = (column: typeof e.requestStatus | typeof s.status) =>
  sql`case when ${column} in ('FAILED', 'BOUNCED', 'SUPPRESSED', 'EXPIRED', 'REJECTED') then 'red' when ${column} in ('SENT', 'DELIVERED', 'POSTED') then 'green' when ${column} = 'NEW' then 'blue' end`;

/** The customer's emails with their delivery status; a sent one can be sent again. */
const emailSpec = (code: string, description: string): SectionSpec => ({
  code,
  description,
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'createdAt', prompt: 'Created', fieldType: 'DateTime' },
    { name: 'sendTo', prompt: 'To' },
    { name: 'emailSubject', prompt: 'Subject' },
    { name: 'correspondenceType', prompt: 'Type' },
    { name: 'requestStatus', prompt: 'Status' },
    { name: 'sentAt', prompt: 'Sent', fieldType: 'DateTime' },
    { name: 'emailBody', prompt: 'Message', showInTableRowExpansion: true, visible: false },
    { name: 'errorMessage', prompt: 'Error', showInTableRowExpansion: true, visible: false },
    { name: 'attempts', prompt: 'Attempts', fieldType: 'Int', showInTableRowExpansion: true, visible: false },
  ],
  actions: [resendAction, deleteAction],
  data: {
    table: e,
    key: e.id,
    filters: { customerId: e.customerId },
    orderBy: [sql`${e.createdAt} desc`],
    displays: { requestStatus: wordsOf(e.requestStatus), correspondenceType: wordsOf(e.correspondenceType) },
    colour: statusColour(e.requestStatus),
    canDelete: (row) => (row.requestStatus === 'NEW' ? null : texts.sectionRules.onlyNewMessages),
    operations: {
      RESEND: async ({ tx, rows, username }) => {
        const [original] = await tx
          .select()
          .from(e)
          .where(sql`${e.id} = ${Number(rows[0]!.key)}`);
        if (!original || original.requestStatus === 'NEW') return { messageType: 'Error', message: texts.sectionRules.notSentYet };
        const { sendTo, ccTo, emailSubject } = original;
        await copyEmailRequest(tx, original, { sendTo, ccTo, emailSubject, requestStatus: 'NEW', insertUser: username });
        return { messageType: 'Success', message: texts.sectionRules.resendQueued };
      },
    },
  },
});

/** Email messages: every email to the customer, system and bulk ones included. */
export const emailSection = defineSection(emailSpec('EMAIL', 'Email Messages'));

/**
 * Correspondence: the same list as Email Messages (every email to the customer, invoices and bulk
 * sends included), so that the two pages the spec names are one view (docs/ux.md "Correspondence").
 */
export const correspondenceSection = defineSection(emailSpec('CUSTEMAILCORRESPOND', 'Email Correspondence'));

/** SMS messages: every text message to the customer with its delivery status (the provider's receipts) and, when not delivered, the reason. */
export const smsSection: SectionSpec = defineSection({
  code: 'SMS_MESSAGES',
  description: 'SMS Messages',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'createdAt', prompt: 'Created', fieldType: 'DateTime' },
    { name: 'phoneNumber', prompt: 'Mobile' },
    { name: 'message', prompt: 'Message' },
    { name: 'status', prompt: 'Status' },
    { name: 'sentAt', prompt: 'Sent', fieldType: 'DateTime' },
    { name: 'deliveredAt', prompt: 'Delivered', fieldType: 'DateTime' },
    { name: 'errorMessage', prompt: 'Reason' },
  ],
  actions: [resendAction],
  data: {
    table: s,
    key: s.id,
    filters: { customerId: s.customerId },
    orderBy: [sql`${s.createdAt} desc`],
    displays: { status: wordsOf(s.status) },
    colour: statusColour(s.status),
    operations: {
      RESEND: async ({ tx, rows, username }) => {
        const resent = await resendSms(tx, Number(rows[0]!.key), username);
        return resent.done ? { messageType: 'Success', message: texts.sectionRules.resendQueued } : { messageType: 'Error', message: resent.refusal };
      },
    },
  },
});
