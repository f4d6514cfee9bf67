import { z } from 'zod';
import { bodyId, textId } from '../ids';
import { templates as t } from '../texts/templates';
import { HTML_TEMPLATE_MAX_LENGTH, HTML_TEMPLATE_TYPES } from './limits';

/** The brand's body of one template: /correspondence/html-template/{id}/brand/{brandId}, /document-template/{id}/brand/{brandId}. */
export const htmlTemplateParams = z.object({ id: textId, brandId: textId });

const htmlData = z.string().max(HTML_TEMPLATE_MAX_LENGTH);

/**
 * GET /correspondence/html-template/{id}/brand/{brandId}: the template's HTML for the brand.
 * `htmlDataId` is null while the brand has no body of its own: `htmlData` is then the body its
 * letters and emails use today (the default brand's), and saving gives the brand its own.
 */
export const htmlTemplateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  templateType: z.enum(HTML_TEMPLATE_TYPES),
  brand_id: z.number().int(),
  brandName: z.string(),
  htmlDataId: z.number().int().nullable(),
  htmlData: z.string(),
});
export type HtmlTemplate = z.infer<typeof htmlTemplateSchema>;

/**
 * POST /correspondence/html-template/{id}/brand/{brandId}. `brand_id` and `templateType` must be
 * the address's brand and the template's type; `htmlDataId` the body the editor loaded (null: none
 * yet), so that a save never overwrites a body someone else made meanwhile.
 */
export const saveHtmlTemplateSchema = z.object({
  templateType: z.enum(HTML_TEMPLATE_TYPES),
  htmlData: htmlData.refine((html) => html.trim().length > 0, t.htmlRequired),
  htmlDataId: bodyId.nullable(),
  brand_id: bodyId,
});
export type SaveHtmlTemplate = z.infer<typeof saveHtmlTemplateSchema>;

/** GET /document-template/{id}/brand/{brandId}: the sample document the editor previews the template as. */
export const documentTemplateSchema = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  templateType: z.enum(HTML_TEMPLATE_TYPES),
  /** The merge fields of a sample customer of the brand ({{customerName}}, {{brand}}, {{date}} …). */
  sampleFields: z.record(z.string(), z.string()),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

/** POST /correspondence/html-template/convert-to-pdf: unsaved HTML drawn as the brand's letter to the sample customer. */
export const convertToPdfSchema = z.object({ brand_id: bodyId, htmlData });
export type ConvertToPdf = z.infer<typeof convertToPdfSchema>;
