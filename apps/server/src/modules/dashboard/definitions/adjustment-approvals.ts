import { sql } from 'drizzle-orm';
import { PROCESS_CODES, texts } from '@wattle/contract';
import { adjustmentApprovals } from '../../../db/schema/index';
import { approveAdjustments, rejectAdjustments } from '../../payments/adjustment-approval.service';
import { defineProcess } from '../process-spec';
import { accountColumns, accountJoin, COLOURS, customerJoin, intKeys, keyColumn, valueOrRefused } from './common';

const a = adjustmentApprovals;
const approver = (ctx: { userId: number; username: string }) => ({ userId: ctx.userId, username: ctx.username });

/**
 * Adjustments above the company's ADJUSTMENT_APPROVAL_LIMIT waiting for a second user
 * (docs/payments.md): Approve posts each to its account, Reject drops it. Whoever entered one
 * cannot approve it.
 */
export const adjustmentApprovalsProcess = defineProcess({
  code: PROCESS_CODES.adjustmentApprovals,
  name: 'Adjustments to Approve',
  kind: 'TABLE',
  sortOrder: 87,
  views: {
    default: {
      table: a,
      from: sql`${a}`,
      display: sql`${accountJoin(a.customerAccountId)} ${customerJoin}`,
      where: () => sql`${a.status} = 'PENDING'`,
      customerAccount: a.customerAccountId,
      key: { field: 'key_exception_id', column: a.id },
      columns: [
        keyColumn(a.id),
        ...accountColumns(),
        { field: 'transaction_date', headerText: 'Date', value: a.transactionDate, type: 'date', notNull: true, width: 110 },
        { field: 'transaction_type', headerText: 'Type', value: a.transactionType, lookup: 'MANUAL_TRANSACTION_TYPE', notNull: true, width: 120 },
        { field: 'amount', headerText: 'Amount', value: a.amount, type: 'money', showTotal: true, notNull: true, width: 120 },
        { field: 'reason_code', headerText: 'Reason', value: a.reasonCode, lookup: 'ADJUSTMENT_REASON', notNull: true, width: 140 },
        { field: 'description', headerText: 'Description', value: a.description, searchable: true, width: 240 },
        { field: 'requested_by', headerText: 'Entered By', value: a.requestedBy, searchable: true, notNull: true, width: 130 },
        { field: 'created_at', headerText: 'Entered', value: a.createdAt, type: 'datetime', notNull: true, width: 160 },
      ],
      defaultSort: { field: 'created_at', descending: false },
    },
  },
  actions: [
    {
      code: 'APPROVE',
      name: 'Approve',
      confirmMessage: texts.ledger.confirmApprove,
      ...COLOURS.approve,
      run: async (ctx) => ({
        messageType: 'Success',
        message: texts.ledger.approved(valueOrRefused(await approveAdjustments(ctx.tx, intKeys(ctx), approver(ctx)))),
      }),
    },
    {
      code: 'REJECT',
      name: 'Reject',
      confirmMessage: texts.ledger.confirmReject,
      ...COLOURS.danger,
      run: async (ctx) => ({
        messageType: 'Success',
        message: texts.ledger.rejected(valueOrRefused(await rejectAdjustments(ctx.tx, intKeys(ctx), approver(ctx)))),
      }),
    },
  ],
});
