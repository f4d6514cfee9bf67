import { asc, eq } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { brands, htmlTemplateBodies, mailMergeTemplates } from '../../db/schema/index';
import { letterBody } from './email-text';
import type { LetterToPost } from './letters.service';
import { mergeFields, type AccountRecipient } from './recipients';

/** One brand's body of an HTML template (html_template_bodies). */
export interface TemplateBody {
  id: number;
  brandId: number;
  html: string;
  isDefault: boolean;
}

/** Every brand's body of an HTML template. */
export async function templateBodyRows(tx: Tx, htmlTemplateId: number): Promise<TemplateBody[]> {
  return tx
    .select({ id: htmlTemplateBodies.id, brandId: htmlTemplateBodies.brandId, html: htmlTemplateBodies.htmlData, isDefault: brands.isDefault })
    .from(htmlTemplateBodies)
    .innerJoin(brands, eq(brands.id, htmlTemplateBodies.brandId))
    .where(eq(htmlTemplateBodies.htmlTemplateId, htmlTemplateId))
    .orderBy(asc(htmlTemplateBodies.id));
}

/** The body a brand's letters and emails use: its own, else the default brand's, else any brand's. */
export const bodyForBrand = (rows: readonly TemplateBody[], brandId: number | null): TemplateBody | undefined =>
  rows.find((r) => r.brandId === brandId) ?? rows.find((r) => r.isDefault) ?? rows[0];

/** An HTML template's body for a brand (bodyForBrand); empty without a template. */
export async function templateBodies(tx: Tx, htmlTemplateId: number | null): Promise<(brandId: number | null) => string> {
  if (htmlTemplateId === null) return () => '';
  const rows = await templateBodyRows(tx, htmlTemplateId);
  return (brandId) => bodyForBrand(rows, brandId)?.html ?? '';
}

/** A letter template's HTML, merged for a recipient, as the plain text its PDF prints (renderLetter's body). */
export const letterText = (html: string, fields: Readonly<Record<string, string>>) => letterBody(mergeFields(html, fields, 'html'));

/** The letter, with its merged HTML (the body of the email it is attached to), or the fields the recipient lacks. */
export type TemplateLetter = { letter: LetterToPost; html: string } | { missing: string[] };

/**
 * A mail-merge template ready to write letters: for a recipient, the letter (its HTML for the
 * recipient's brand, merged; `{{body}}` is the template's description, else its name), or the
 * fields the template requires that the recipient lacks. Null when the template does not exist.
 */
export async function letterTemplate(tx: Tx, templateId: number) {
  const [template] = await tx.select().from(mailMergeTemplates).where(eq(mailMergeTemplates.id, templateId));
  if (!template) return null;
  const bodyOf = await templateBodies(tx, template.htmlTemplateId);
  return {
    template,
    letterFor(recipient: AccountRecipient, fileStem: string = template.code.toLowerCase()): TemplateLetter {
      const fields: Record<string, string> = { ...recipient.fields, body: template.description ?? template.name };
      const missing = template.requiredFields.filter((f) => !fields[f]?.trim());
      if (missing.length) return { missing };
      const html = mergeFields(bodyOf(recipient.brandId), fields, 'html');
      return {
        html,
        letter: {
          customerId: recipient.customerId,
          customerAccountId: recipient.customerAccountId,
          recipient: recipient.recipient,
          addressLines: recipient.addressLines,
          subject: template.name,
          body: letterBody(html),
          fileStem,
          categoryId: template.documentCategoryId,
        },
      };
    },
  };
}

export type LetterTemplate = NonNullable<Awaited<ReturnType<typeof letterTemplate>>>;

export const missingFieldsText = (missing: readonly string[]) => texts.letter.missingFields(missing.join(', '));
