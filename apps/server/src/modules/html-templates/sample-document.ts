import dayjs from 'dayjs';
import { DATE_FORMATS, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { renderLetter } from '../correspondence/letter-pdf';
import { letterSettings, recipientFields } from '../correspondence/recipients';
import { letterText } from '../correspondence/template-letters';

const sample = texts.templates.sample;

/**
 * The editor's preview is a letter or email to a sample customer of the brand: the merge fields a
 * real recipient has (recipientFields, with the company's currency, date format and business date;
 * an invoice due in two weeks) and
 * `{{body}}`, the text a letter template or email schedule puts there.
 */
async function sampleOf(tx: Tx, brand: { name: string }) {
  const settings = await letterSettings(tx);
  const who = {
    recipient: sample.recipient,
    accountNumber: sample.accountNumber,
    balance: sample.balance,
    brand: brand.name,
    addressLines: sample.addressLines,
    // The sample customer always has an invoice, so that an invoice template's fields show filled in.
    invoice: {
      invoiceNumber: sample.invoiceNumber,
      total: sample.total,
      dueDate: dayjs(settings.businessDate).add(sample.dueInDays, 'day').format(DATE_FORMATS.iso),
    },
  };
  return { date: settings.date, fields: { ...recipientFields(who, settings), body: sample.body } };
}

export async function sampleFields(tx: Tx, brand: { name: string }): Promise<Record<string, string>> {
  return (await sampleOf(tx, brand)).fields;
}

/** The HTML drawn as a letter is (template-letters letterFor, letter-pdf renderLetter), to the sample customer. */
export async function sampleLetterPdf(tx: Tx, brand: { name: string }, html: string): Promise<Uint8Array> {
  const { date, fields } = await sampleOf(tx, brand);
  return renderLetter({ recipient: sample.recipient, addressLines: [...sample.addressLines], date, subject: sample.subject, body: letterText(html, fields) });
}
