import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../../db/client';
import { mailMergeTemplates, postedMailItems } from '../../../db/schema/index';
import type { Outcome } from '../../../lib/outcome';
import { cancelLetters, markLettersPosted, markLettersPrinted } from '../../correspondence/posted-mail.service';
import { defineSection, type SectionOperation, type SectionSpec } from '../section-spec';
import { displayOf, words, wordsOf } from './shared';

const t = postedMailItems;

/** Moves the selected letters to `to` with the posted-mail command; any letter it may not move refuses the whole action. */
const moveLetters =
  (move: (tx: Tx, ids: readonly number[]) => Promise<Outcome<number[]>>, to: 'PRINTED' | 'POSTED' | 'CANCELLED'): SectionOperation =>
  async ({ tx, rows }) => {
    if (!rows.length) return { messageType: 'Error', message: texts.sectionRules.selectLetters };
    const moved = await move(
      tx,
      rows.map((r) => Number(r.key)),
    );
    if (!moved.done) return { messageType: 'Error', message: texts.sectionRules.letterStatus(words(to)) };
    return { messageType: 'Success', message: texts.sectionRules.lettersMoved(rows.length, words(to)) };
  };

/** Posted Mail: the customer's letters to print and post (or submitted to the mail house, with its tracking), with the letter itself to preview. */
export const postedMailSection: SectionSpec = defineSection({
  code: 'POSTED_MAIL',
  description: 'Posted Mail',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'createdAt', prompt: 'Created', fieldType: 'DateTime' },
    { name: 'template', prompt: 'Letter' },
    { name: 'recipientName', prompt: 'Recipient' },
    { name: 'addressLines', prompt: 'Address' },
    { name: 'status', prompt: 'Status' },
    { name: 'trackingEvent', prompt: 'Tracking' },
    { name: 'errorMessage', prompt: 'Reason' },
    { name: 'printedAt', prompt: 'Printed', fieldType: 'DateTime' },
    { name: 'submittedAt', prompt: 'Submitted', fieldType: 'DateTime' },
    { name: 'postedAt', prompt: 'Posted', fieldType: 'DateTime' },
    { name: 'deliveredAt', prompt: 'Delivered', fieldType: 'DateTime' },
    { name: 'providerLetterId', prompt: 'Mail House Letter', showInTableRowExpansion: true, visible: false },
    { name: 'documentId', prompt: 'Letter PDF', dataType: 'DOCUMENT' },
    { name: 'insertUser', prompt: 'Created By', showInTableRowExpansion: true, visible: false },
  ],
  actions: [
    { code: 'MARK_PRINTED', name: 'Mark Printed', actionType: 'Operation', iconName: 'Description' },
    { code: 'MARK_POSTED', name: 'Mark Posted', actionType: 'Operation', iconName: 'LocalPostOffice' },
    { code: 'CANCEL', name: 'Cancel Letter', actionType: 'CustomEdit', iconName: 'Cancel', confirmMessage: texts.sectionRules.confirmCancelLetter },
  ],
  data: {
    table: t,
    key: t.id,
    filters: { customerId: t.customerId },
    orderBy: [sql`${t.createdAt} desc`],
    columns: { template: displayOf(t.mailMergeTemplateId, mailMergeTemplates, mailMergeTemplates.id, mailMergeTemplates.name) },
    displays: { status: wordsOf(t.status) },
    colour: sql`case ${t.status} when 'RETURNED' then 'red' when 'CANCELLED' then 'red' when 'FAILED' then 'red' when 'POSTED' then 'green' when 'DELIVERED' then 'green' when 'NEW' then 'blue' end`,
    operations: {
      MARK_PRINTED: moveLetters(markLettersPrinted, 'PRINTED'),
      MARK_POSTED: moveLetters(markLettersPosted, 'POSTED'),
      CANCEL: moveLetters(cancelLetters, 'CANCELLED'),
    },
  },
});
