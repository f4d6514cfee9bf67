import { texts, type ConvertToPdf, type DocumentTemplate, type HtmlTemplate, type Message, type SaveHtmlTemplate } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { bodyForBrand, templateBodyRows } from '../correspondence/template-letters';
import { findBrand, findTemplate, insertBody, lockOwnBody, updateBody } from './html-templates.repository';
import { sampleFields, sampleLetterPdf } from './sample-document';

const t = texts.templates;

/** The company's brand, else 404 (row-level security hides every other company's). */
async function brandOf(tx: Tx, brandId: number) {
  const brand = await findBrand(tx, brandId);
  if (!brand) throw notFound(t.brandNotFound);
  return brand;
}

async function templateAndBrand(tx: Tx, id: number, brandId: number) {
  const template = await findTemplate(tx, id);
  if (!template) throw notFound(t.templateNotFound);
  return { template, brand: await brandOf(tx, brandId) };
}

/** GET /correspondence/html-template/{id}/brand/{brandId}: the body the brand's letters and emails use. */
export async function htmlTemplate(tx: Tx, id: number, brandId: number): Promise<HtmlTemplate> {
  const { template, brand } = await templateAndBrand(tx, id, brandId);
  const rows = await templateBodyRows(tx, template.id);
  return {
    ...template,
    brand_id: brand.id,
    brandName: brand.name,
    htmlDataId: rows.find((r) => r.brandId === brand.id)?.id ?? null,
    htmlData: bodyForBrand(rows, brand.id)?.html ?? '',
  };
}

/**
 * POST /correspondence/html-template/{id}/brand/{brandId}: the brand's body of the template
 * replaced (or made, the first time), with an audit entry of who changed it from what. Refused
 * (nothing written) for another brand or type than the address's, or when the body is no longer
 * the one the editor loaded.
 */
export async function saveHtmlTemplate(tx: Tx, actor: Actor, id: number, brandId: number, input: SaveHtmlTemplate): Promise<Message[]> {
  if (input.brand_id !== brandId) throw badRequest(t.brandMismatch);
  const { template, brand } = await templateAndBrand(tx, id, brandId);
  if (input.templateType !== template.templateType) throw badRequest(t.typeMismatch(template.templateType));
  const own = await lockOwnBody(tx, template.id, brand.id);
  if ((own?.id ?? null) !== input.htmlDataId) throw conflict(t.changedElsewhere);
  let bodyId = own?.id;
  if (bodyId !== undefined) await updateBody(tx, bodyId, input.htmlData);
  else bodyId = await insertBody(tx, template.id, brand.id, input.htmlData);
  if (bodyId === undefined) throw conflict(t.changedElsewhere);
  await audit(tx, {
    event: 'correspondence.html-template.save',
    entity: 'html_template_bodies',
    entityId: bodyId,
    oldValues: own ? { htmlData: own.htmlData } : undefined,
    newValues: { htmlTemplateId: template.id, brandId: brand.id, htmlData: input.htmlData },
    ...actor,
  });
  return [{ message: t.saved, messageType: 'Success' }];
}

/** GET /document-template/{id}/brand/{brandId}: what the preview fills the template with. */
export async function documentTemplate(tx: Tx, id: number, brandId: number): Promise<DocumentTemplate> {
  const { template, brand } = await templateAndBrand(tx, id, brandId);
  return { id: template.id, brand_id: brand.id, templateType: template.templateType, sampleFields: await sampleFields(tx, brand) };
}

/** POST /correspondence/html-template/convert-to-pdf: the HTML as the brand's letter to the sample customer. */
export async function convertToPdf(tx: Tx, input: ConvertToPdf): Promise<Uint8Array> {
  return sampleLetterPdf(tx, await brandOf(tx, input.brand_id), input.htmlData);
}
