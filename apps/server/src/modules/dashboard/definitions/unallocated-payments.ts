import { sql } from 'drizzle-orm';
import { ASSIGN_PAYMENT_ACTION_CODE, formatMoney, PROCESS_CODES, texts } from '@wattle/contract';
import { bankLines, paymentImports } from '../../../db/schema/index';
import { assignBankLine } from '../../payments/bank-line-assign.service';
import { companyFormats } from '../../system-settings/company-formats';
import { defineProcess } from '../process-spec';
import { COLOURS, intKeys, keyColumn } from './common';

const t = texts.paymentFiles;

/** Payment file lines no account could be found for (docs/payments.md): Assign to Account pays one in for the account a person names. */
export const unallocatedPaymentsProcess = defineProcess({
  code: PROCESS_CODES.unallocatedPayments,
  name: 'Unallocated Payments',
  kind: 'TABLE',
  sortOrder: 85,
  views: {
    default: {
      table: bankLines,
      from: sql`${bankLines}`,
      display: sql`join ${paymentImports} on ${paymentImports.id} = ${bankLines.paymentImportId}`,
      where: () => sql`${bankLines.status} = 'UNMATCHED'`,
      key: { field: 'key_exception_id', column: bankLines.id },
      columns: [
        keyColumn(bankLines.id),
        { field: 'payment_date', headerText: 'Date', value: bankLines.paymentDate, type: 'date', notNull: true, width: 110 },
        { field: 'amount', headerText: 'Amount', value: bankLines.amount, type: 'money', showTotal: true, notNull: true, width: 120 },
        { field: 'method', headerText: 'Method', value: bankLines.method, lookup: 'PAYMENT_METHOD', width: 100 },
        { field: 'reference', headerText: 'Reference', value: bankLines.reference, searchable: true, width: 170 },
        { field: 'description', headerText: 'Description', value: bankLines.description, searchable: true, width: 240 },
        { field: 'file_name', headerText: 'File', value: paymentImports.fileName, searchable: false, width: 180 },
        { field: 'line_number', headerText: 'Line', value: bankLines.lineNumber, type: 'int', searchable: false, width: 80 },
      ],
      defaultSort: { field: 'payment_date', descending: false },
    },
  },
  actions: [
    {
      code: ASSIGN_PAYMENT_ACTION_CODE,
      name: t.assign,
      singleRow: t.assignOneRow,
      ...COLOURS.release,
      async run(ctx) {
        const assigned = await assignBankLine(ctx.tx, intKeys(ctx)[0]!, ctx.params.account ?? '', ctx.username);
        ctx.audit.newValues = assigned;
        const { currency } = await companyFormats(ctx.tx);
        return { message: t.assigned(formatMoney(assigned.amount, currency), assigned.accountNumber), messageType: 'Success' };
      },
    },
  ],
});
