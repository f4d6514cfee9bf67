import { sql } from 'drizzle-orm';
import { PROCESS_CODES } from '@wattle/contract';
import { billingExceptions, customerAccounts, meters } from '../../../db/schema/index';
import { releaseDraftsOf } from '../../billing/exception-review.service';
import { defineProcess } from '../process-spec';
import { accountColumns, accountJoin, COLOURS, customerJoin, done, keyColumn, transition } from './common';

const open = ['OPEN', 'HELD'] as const;
const columns = { id: billingExceptions.id, status: billingExceptions.status };

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
        sql`${billingExceptions.status} in ('OPEN', 'HELD')${p.customerAccountId ? sql` and ${billingExceptions.customerAccountId} = ${p.customerAccountId}` : sql``}`,
      customerAccount: billingExceptions.customerAccountId,
      key: { field: 'key_exception_id', column: billingExceptions.id },
      columns: [
        keyColumn(billingExceptions.id),
        { field: 'cust_account_id', headerText: 'Account Id', value: customerAccounts.id, type: 'int', visible: false, searchable: false },
        ...accountColumns(),
        { field: 'exception_code', headerText: 'Exception', value: billingExceptions.exceptionCode, searchable: true, width: 150, notNull: true },
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
        await releaseDraftsOf(
          ctx.tx,
          await transition(ctx, billingExceptions, columns, open, { status: 'APPROVED', resolvedAt: sql`now()`, resolvedBy: ctx.username }),
        );
        return done(ctx, 'Approve');
      },
    },
    {
      code: 'HOLD',
      name: 'Hold',
      confirmMessage: 'Hold the selected exceptions? Their accounts stay out of billing until released.',
      ...COLOURS.hold,
      async run(ctx) {
        await transition(ctx, billingExceptions, columns, ['OPEN'], { status: 'HELD' });
        return done(ctx, 'Hold');
      },
    },
    {
      code: 'RELEASE',
      name: 'Release',
      confirmMessage: 'Release the selected exceptions to the next bill run?',
      ...COLOURS.release,
      async run(ctx) {
        await releaseDraftsOf(
          ctx.tx,
          await transition(ctx, billingExceptions, columns, ['HELD'], { status: 'RELEASED', resolvedAt: sql`now()`, resolvedBy: ctx.username }),
        );
        return done(ctx, 'Release');
      },
    },
  ],
});
