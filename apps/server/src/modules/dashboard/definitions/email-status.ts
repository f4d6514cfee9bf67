import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PROCESS_CODES, texts, type StatusFilter } from '@wattle/contract';
import { emailRequests, parties, customers } from '../../../db/schema/index';
import { sendQueuedEmails } from '../../correspondence/email-sender';
import { queueEmails, returnEmailsToNew } from '../../correspondence/email-requests.service';
import type { ViewSpec } from '../process-spec';
import { defineProcess } from '../process-spec';
import { accountColumns, COLOURS, done, doneOrRefused, intKeys, keyColumn, optionalAccountJoin, valueOrRefused } from './common';

/** Emails that have not reached the customer: NEW (generated, not sent) and every undelivered status. */
const waiting = sql`${emailRequests.requestStatus} not in ('SENT', 'DELIVERED', 'POSTED')`;

export const statusCondition = (status: StatusFilter | undefined, column: AnyPgColumn) => {
  if (status === 'NEW') return sql` and ${column} = 'NEW'`;
  if (status === 'UNDELIVERED') return sql` and ${column} <> 'NEW'`;
  return sql``;
};

const view = (grouped: boolean): ViewSpec => ({
  table: emailRequests,
  from: sql`${emailRequests}`,
  display: sql`${optionalAccountJoin(emailRequests.customerAccountId, emailRequests.customerId)} left join ${parties} on ${parties.id} = ${customers.primaryPartyId}`,
  where: (p) => sql`${waiting}${statusCondition(p.status, emailRequests.requestStatus)}`,
  customer: emailRequests.customerId,
  key: { field: 'key_exception_id', column: emailRequests.id },
  columns: [
    keyColumn(emailRequests.id),
    { field: 'send_to', headerText: 'Send To', value: emailRequests.sendTo, searchable: true, notNull: true, width: 220 },
    { field: 'cc_to', headerText: 'Cc', value: emailRequests.ccTo, width: 160 },
    { field: 'email_subject', headerText: 'Subject', value: emailRequests.emailSubject, searchable: true, notNull: true, width: 260 },
    { field: 'request_status', headerText: 'Status', value: emailRequests.requestStatus, searchable: true, notNull: true, width: 110 },
    { field: 'Error_Message', headerText: 'Error', value: emailRequests.errorMessage, searchable: true, width: 220 },
    ...accountColumns(false),
    { field: 'emailAddress', headerText: 'Customer Email', value: parties.emailAddress, width: 200 },
    { field: 'attachments', headerText: 'Attachments', value: emailRequests.attachmentPaths, excelOnly: true, searchable: false },
    { field: 'created_at', headerText: 'Created', value: emailRequests.createdAt, type: 'datetime', notNull: true, width: 160 },
  ],
  defaultSort: grouped ? { field: 'send_to' } : { field: 'created_at', descending: true },
  groupSettings: grouped ? { groupedColumns: ['send_to'], sortDescending: false } : undefined,
});

/** New and undelivered email (spec 2 §2.2 EMAIL_STATUS_REQ): grouped by address when Undelivered. */
export const emailStatusProcess = defineProcess({
  code: PROCESS_CODES.emailStatus,
  name: 'New and Undelivered Email',
  kind: 'TABLE',
  sortOrder: 40,
  views: { default: view(false), undelivered: view(true) },
  viewFor: (p) => (p.status === 'UNDELIVERED' ? 'undelivered' : 'default'),
  actions: [
    {
      code: 'SEND',
      name: 'Send',
      confirmMessage: 'Send the selected emails now?',
      ...COLOURS.approve,
      async run(ctx) {
        const ids = valueOrRefused(await queueEmails(ctx.tx, intKeys(ctx)));
        ctx.afterCommit(async () => {
          const sent = await sendQueuedEmails({ scope: ctx.scope, files: ctx.files, mailer: ctx.mailer, scoped: ctx.scoped }, ids);
          return { message: texts.dashboard.emailsSent(sent.sent, sent.failed), messageType: sent.sent > 0 ? 'Success' : 'Error' };
        });
        return done(ctx, 'Send');
      },
    },
    {
      code: 'RETRY',
      name: 'Return to New',
      confirmMessage: 'Return the selected emails to New so they are sent again?',
      ...COLOURS.release,
      async run(ctx) {
        return doneOrRefused(ctx, await returnEmailsToNew(ctx.tx, intKeys(ctx)), 'Return to New');
      },
    },
  ],
});
