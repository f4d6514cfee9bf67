import { inArray, sql } from 'drizzle-orm';
import { BILL_ISSUERS, PROCESS_CODES } from '@wattle/contract';
import { billingExceptions, customerAccounts, meters } from '../../../db/schema/index';
import { approveExceptions, holdExceptions, releaseExceptions } from '../../billing/exception-review.service';
import { rebillRevisedReads } from '../../billing/read-revised.service';
import { BLOCKING_EXCEPTIONS } from '../../billing/exception.rules';
import { defineProcess } from '../process-spec';
import { accountColumns, accountJoin, COLOURS, customerJoin, doneOrRefused, intKeys, keyColumn } from './common';

/** Problems a bill run found, to approve (bill as is), hold (keep out of billing) or release (bill again). */
export const billingExceptionsProcess = defineProcess({
  code: PROCESS_CODES.billingExceptions,
  name: 'Billing Exceptions',
  kind: 'TABLE',
  sortOrder: 10,
  views: {
    default: {
      table: billingExceptions,
      from: sql`${billingExceptions}`,
      display: sql`${accountJoin(billingExceptions.customerAccountId)} ${customerJoin} left join ${meters} on ${meters.id} = ${billingExceptions.meterId}`,
      where: (p) =>
        sql`${inArray(billingExceptions.status, [...BLOCKING_EXCEPTIONS])}${p.customerAccountId ? sql` and ${billingExceptions.customerAccountId} = ${p.customerAccountId}` : sql``}`,
      customerAccount: billingExceptions.customerAccountId,
      key: { field: 'key_exception_id', column: billingExceptions.id },
      columns: [
        keyColumn(billingExceptions.id),
        { field: 'cust_account_id', headerText: 'Account Id', value: customerAccounts.id, type: 'int', visible: false, searchable: false },
        ...accountColumns(),
        {
          field: 'exception_code',
          headerText: 'Exception',
          value: billingExceptions.exceptionCode,
          lookup: 'BILLING_EXCEPTION',
          searchable: true,
          notNull: true,
        },
        { field: 'message', headerText: 'Message', value: billingExceptions.message, searchable: true, width: 320 },
        { field: 'meter_code', headerText: 'Meter', value: meters.meterCode, width: 120 },
        { field: 'status', headerText: 'Status', value: billingExceptions.status, width: 100, notNull: true },
        { field: 'raised_at', headerText: 'Raised', value: billingExceptions.raisedAt, type: 'datetime', notNull: true, width: 160 },
      ],
      defaultSort: { field: 'raised_at', descending: true },
    },
  },
  actions: [
    {
      code: 'APPROVE',
      name: 'Approve',
      confirmMessage: 'Approve the selected exceptions? They will be billed as they are.',
      ...COLOURS.approve,
      async run(ctx) {
        return doneOrRefused(ctx, await approveExceptions(ctx.tx, intKeys(ctx), ctx.username), 'Approve');
      },
    },
    {
      code: 'HOLD',
      name: 'Hold',
      confirmMessage: 'Hold the selected exceptions? Their accounts stay out of billing until released.',
      ...COLOURS.hold,
      async run(ctx) {
        return doneOrRefused(ctx, await holdExceptions(ctx.tx, intKeys(ctx)), 'Hold');
      },
    },
    {
      code: 'RELEASE',
      name: 'Release',
      confirmMessage: 'Release the selected exceptions to the next bill run?',
      ...COLOURS.release,
      async run(ctx) {
        return doneOrRefused(ctx, await releaseExceptions(ctx.tx, intKeys(ctx), ctx.username), 'Release');
      },
    },
    {
      // READ_REVISED: the invoice billed reads the market has since revised (docs/billing.md "READ_REVISED").
      code: 'REBILL',
      name: 'Re-bill',
      confirmMessage: 'Credit the invoices of the selected revised reads and bill their periods again from the reads as they are now?',
      requiredRoles: BILL_ISSUERS.join(','),
      ...COLOURS.danger,
      async run(ctx) {
        const actor = { userId: ctx.userId, username: ctx.username, ipAddress: ctx.ipAddress };
        return doneOrRefused(ctx, await rebillRevisedReads(ctx.tx, intKeys(ctx), { actor, scope: ctx.scope }), 'Re-bill');
      },
    },
  ],
});
