import { sql } from 'drizzle-orm';
import { MAILHOUSE_OUTCOMES_SHOWN_DAYS, PROCESS_CODES } from '@wattle/contract';
import { documents, postedMailItems } from '../../../db/schema/index';
import { cancelLetters, markLettersPosted, returnLettersToNew } from '../../correspondence/posted-mail.service';
import { defineProcess } from '../process-spec';
import { accountColumns, COLOURS, doneOrRefused, intKeys, keyColumn, optionalAccountJoin } from './common';

const t = postedMailItems;

/**
 * Letters to print and post (spec 2 §2.2 POSTEDMAIL): Print merges the selected PDFs; Mark Posted
 * ends them. Letters of the mail house (Mail Room card, docs/integrations.md "Mail and post") stay
 * until delivered, showing their tracking, and a delivered one for MAILHOUSE_OUTCOMES_SHOWN_DAYS;
 * without the card the queue is the printing list it always was (NEW and PRINTED).
 */
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
      where: () =>
        sql`(${t.status} in ('NEW', 'PRINTED') or (${t.platformName} is not null and ${t.status} <> 'CANCELLED' and (${t.status} <> 'DELIVERED' or ${t.updatedAt} > now() - make_interval(days => ${MAILHOUSE_OUTCOMES_SHOWN_DAYS}))))`,
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
        { field: 'tracking_event', headerText: 'Tracking', value: t.trackingEvent, searchable: true, width: 190 },
        { field: 'Error_Message', headerText: 'Error', value: t.errorMessage, searchable: true, width: 240 },
        { field: 'provider_letter_id', headerText: 'Mail House Letter', value: t.providerLetterId, searchable: true, width: 170 },
        { field: 'printed_at', headerText: 'Printed', value: postedMailItems.printedAt, type: 'datetime', width: 160 },
        { field: 'submitted_at', headerText: 'Submitted', value: t.submittedAt, type: 'datetime', width: 160 },
        { field: 'delivered_at', headerText: 'Delivered', value: t.deliveredAt, type: 'datetime', width: 160 },
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
    {
      code: 'RETRY',
      name: 'Return to New',
      confirmMessage: 'Return the selected failed letters to New so they are submitted to the mail house again?',
      ...COLOURS.release,
      async run(ctx) {
        return doneOrRefused(ctx, await returnLettersToNew(ctx.tx, ctx.scope, intKeys(ctx)), 'Return to New');
      },
    },
  ],
});
