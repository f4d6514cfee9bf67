import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { brands, htmlTemplateBodies, htmlTemplates } from '../../db/schema/index';

export async function findTemplate(tx: Tx, id: number) {
  const [template] = await tx
    .select({ id: htmlTemplates.id, code: htmlTemplates.code, name: htmlTemplates.name, templateType: htmlTemplates.templateType })
    .from(htmlTemplates)
    .where(eq(htmlTemplates.id, id));
  return template;
}

export async function findBrand(tx: Tx, id: number) {
  const [brand] = await tx.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, id));
  return brand;
}

/** The templates of the editor's first page, by name. */
export const templateChoices = (tx: Tx) =>
  tx
    .select({ id: htmlTemplates.id, name: htmlTemplates.name, templateType: htmlTemplates.templateType })
    .from(htmlTemplates)
    .orderBy(asc(htmlTemplates.name), asc(htmlTemplates.id));

/** The brand's own body of the template, locked until the transaction ends (the save reads, checks and writes it). */
export async function lockOwnBody(tx: Tx, htmlTemplateId: number, brandId: number) {
  const [body] = await tx
    .select({ id: htmlTemplateBodies.id, htmlData: htmlTemplateBodies.htmlData })
    .from(htmlTemplateBodies)
    .where(and(eq(htmlTemplateBodies.htmlTemplateId, htmlTemplateId), eq(htmlTemplateBodies.brandId, brandId)))
    .for('update');
  return body;
}

export async function updateBody(tx: Tx, id: number, htmlData: string) {
  await tx
    .update(htmlTemplateBodies)
    .set({ htmlData, updatedAt: sql`now()` })
    .where(eq(htmlTemplateBodies.id, id));
}

/** A brand's first body of the template; undefined when another save made it first. */
export async function insertBody(tx: Tx, htmlTemplateId: number, brandId: number, htmlData: string): Promise<number | undefined> {
  const [made] = await tx
    .insert(htmlTemplateBodies)
    .values({ htmlTemplateId, brandId, htmlData })
    .onConflictDoNothing()
    .returning({ id: htmlTemplateBodies.id });
  return made?.id;
}
