import { and, inArray, sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import { mailMergeTemplates, postedMailItems } from '../../../db/schema/index';
import { defineSection, type SectionOperation, type SectionSpec } from '../section-spec';
import { displayOf, words, wordsOf } from './shared';

const t = postedMailItems;

/** Moves letters from one status to the next; any letter not in a `from` status refuses the whole action. */
const moveLetters =
  (from: (typeof t.status.enumValues)[number][], to: 'PRINTED' | 'POSTED' | 'CANCELLED', stamp: 'printedAt' | 'postedAt' | null): SectionOperation =>
  async ({ tx, rows }) => {
    if (!rows.length) return { messageType: 'Error', message: texts.sectionRules.selectLetters };
    if (rows.some((r) => !from.includes(r.values.status as never))) return { messageType: 'Error', message: texts.sectionRules.letterStatus(words(to)) };
    await tx
      .update(t)
      .set({ status: to, ...(stamp ? { [stamp]: sql`now()` } : {}), updatedAt: sql`clock_timestamp()` })
      .where(
        and(
          inArray(
            t.id,
            rows.map((r) => Number(r.key)),
          ),
          inArray(t.status, from),
        ),
      );
    return { messageType: 'Success', message: texts.sectionRules.lettersMoved(rows.length, words(to)) };
  };

/** Posted Mail: the customer's letters to print and post, with the letter itself to preview. */
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
    { name: 'printedAt', prompt: 'Printed', fieldType: 'DateTime' },
    { name: 'postedAt', prompt: 'Posted', fieldType: 'DateTime' },
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
    colour: sql`case ${t.status} when 'RETURNED' then 'red' when 'CANCELLED' then 'red' when 'POSTED' then 'green' when 'NEW' then 'blue' end`,
    operations: {
      MARK_PRINTED: moveLetters(['NEW'], 'PRINTED', 'printedAt'),
      MARK_POSTED: moveLetters(['NEW', 'PRINTED'], 'POSTED', 'postedAt'),
      CANCEL: moveLetters(['NEW', 'PRINTED'], 'CANCELLED', null),
    },
  },
});
