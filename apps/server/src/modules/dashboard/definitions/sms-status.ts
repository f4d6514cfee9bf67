import { sql } from 'drizzle-orm';
import { PROCESS_CODES, SMS_OUTCOMES_SHOWN_DAYS } from '@wattle/contract';
import { smsRequests } from '../../../db/schema/index';
import { markSmsSent, returnSmsToNew } from '../../correspondence/sms-requests.service';
import type { ViewSpec } from '../process-spec';
import { defineProcess } from '../process-spec';
import { accountColumns, COLOURS, doneOrRefused, intKeys, keyColumn, optionalAccountJoin } from './common';
import { statusCondition } from './email-status';

const waiting = sql`${smsRequests.status} not in ('SENT', 'DELIVERED')`;

const view = (grouped: boolean): ViewSpec => ({
  table: smsRequests,
  from: sql`${smsRequests}`,
  display: optionalAccountJoin(smsRequests.customerAccountId, smsRequests.customerId),
  // The card counts what waits (NEW, QUEUED, undelivered); the dialog (a status filter given) also shows the provider's recent outcomes.
  where: (p) =>
    p.status
      ? sql`(${waiting} or ${smsRequests.updatedAt} > now() - make_interval(days => ${SMS_OUTCOMES_SHOWN_DAYS}))${statusCondition(p.status, smsRequests.status)}`
      : waiting,
  customer: smsRequests.customerId,
  key: { field: 'key_exception_id', column: smsRequests.id },
  columns: [
    keyColumn(smsRequests.id),
    { field: 'phone_number', headerText: 'Phone Number', value: smsRequests.phoneNumber, searchable: true, notNull: true, width: 150 },
    { field: 'status', headerText: 'Status', value: smsRequests.status, searchable: true, notNull: true, width: 110 },
    { field: 'message', headerText: 'Message', value: smsRequests.message, searchable: true, width: 320 },
    { field: 'Error_Message', headerText: 'Error', value: smsRequests.errorMessage, searchable: true, width: 260 },
    { field: 'sent_at', headerText: 'Sent', value: smsRequests.sentAt, type: 'datetime', width: 160 },
    { field: 'delivered_at', headerText: 'Delivered', value: smsRequests.deliveredAt, type: 'datetime', width: 160 },
    ...accountColumns(false),
    { field: 'created_at', headerText: 'Created', value: smsRequests.createdAt, type: 'datetime', notNull: true, width: 160 },
  ],
  defaultSort: grouped ? { field: 'phone_number' } : { field: 'created_at', descending: true },
  groupSettings: grouped ? { groupedColumns: ['phone_number'], sortDescending: false } : undefined,
});

/**
 * New and undelivered SMS (spec 2 §2.2 SMS_STATUS_REQ): 'Undelivered' is any status other than NEW,
 * grouped by phone number. The send job and the provider's receipts move the statuses (NEW → QUEUED
 * → SENT → DELIVERED or FAILED with the reason); Mark Sent stays for messages sent some other way.
 */
export const smsStatusProcess = defineProcess({
  code: PROCESS_CODES.smsStatus,
  name: 'New and Undelivered SMS',
  kind: 'TABLE',
  sortOrder: 50,
  views: { default: view(false), undelivered: view(true) },
  viewFor: (p) => (p.status === 'UNDELIVERED' ? 'undelivered' : 'default'),
  actions: [
    {
      code: 'MARK_SENT',
      name: 'Mark Sent',
      confirmMessage: 'Mark the selected messages as sent?',
      ...COLOURS.approve,
      async run(ctx) {
        return doneOrRefused(ctx, await markSmsSent(ctx.tx, intKeys(ctx)), 'Mark Sent');
      },
    },
    {
      code: 'RETRY',
      name: 'Return to New',
      confirmMessage: 'Return the selected messages to New so they are sent again?',
      ...COLOURS.release,
      async run(ctx) {
        return doneOrRefused(ctx, await returnSmsToNew(ctx.tx, intKeys(ctx)), 'Return to New');
      },
    },
  ],
});
