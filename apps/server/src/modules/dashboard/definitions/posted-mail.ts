import { sql } from 'drizzle-orm';
import { PROCESS_CODES } from '@wattle/contract';
import { documents, postedMailItems } from '../../../db/schema/index';
import { cancelLetters, markLettersPosted } from '../../correspondence/posted-mail.service';
import { defineProcess } from '../process-spec';
import { accountColumns, COLOURS, doneOrRefused, intKeys, keyColumn, optionalAccountJoin } from './common';

/** Letters to print and post (spec 2 §2.2 POSTEDMAIL): Print merges the selected PDFs; Mark Posted ends them. */
export const postedMailProcess = defineProcess({
  code: PROCESS_CODES.postedMail,
  name: 'Posted Mail',
  kind: 'TABLE',
  sortOrder: 60,
  views: {
    default: {
      table: postedMailItems,
      from: sql`${postedMailItems}`,
      display: sql`${optionalAccountJoin(postedMailItems.customerAccountId, postedMailItems.customerId)} left join ${documents} on ${documents.id} = ${postedMailItems.documentId}`,
      where: () => sql`${postedMailItems.status} in ('NEW', 'PRINTED')`,
      customer: postedMailItems.customerId,
      key: { field: 'key_exception_id', column: postedMailItems.id },
      columns: [
        keyColumn(postedMailItems.id),
        { field: 'recipient_name', headerText: 'Recipient', value: postedMailItems.recipientName, searchable: true, notNull: true, width: 200 },
        { field: 'address_lines', headerText: 'Address', value: postedMailItems.addressLines, searchable: true, width: 280 },
        ...accountColumns(false),
        { field: 'document_name', headerText: 'Document', value: documents.name, width: 200 },
        {
          field: 'storage_path',
          headerText: 'Storage Path',
          value: sql`coalesce(${documents.storagePath}, ${documents.fileName})`,
          visible: false,
          searchable: false,
        },
        { field: 'status', headerText: 'Status', value: postedMailItems.status, searchable: true, notNull: true, width: 100 },
        { field: 'printed_at', headerText: 'Printed', value: postedMailItems.printedAt, type: 'datetime', width: 160 },
        { field: 'created_at', headerText: 'Created', value: postedMailItems.createdAt, type: 'datetime', notNull: true, width: 160 },
      ],
      defaultSort: { field: 'created_at', descending: true },
    },
  },
  actions: [
    {
      code: 'MARK_POSTED',
      name: 'Mark Posted',
      confirmMessage: 'Mark the selected letters as posted?',
      ...COLOURS.approve,
      async run(ctx) {
        return doneOrRefused(ctx, await markLettersPosted(ctx.tx, intKeys(ctx)), 'Mark Posted');
      },
    },
    {
      code: 'CANCEL',
      name: 'Cancel',
      confirmMessage: 'Cancel the selected letters? They will not be posted.',
      ...COLOURS.danger,
      async run(ctx) {
        return doneOrRefused(ctx, await cancelLetters(ctx.tx, intKeys(ctx)), 'Cancel');
      },
    },
  ],
});
