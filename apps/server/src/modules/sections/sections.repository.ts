import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { definitionHash } from '../../seed/definitions';
import { reports, sectionDefinitions, sectionItems, sectionOverrides } from '../../db/schema/index';
import { toStoredDefinition } from './section-definition';
import type { SectionSpec } from './section-spec';

/**
 * Writes each code definition whose hash differs from the stored one's (or that is not stored
 * yet) and gives every field and action a stable id; a second start writes nothing. Companies'
 * adjustments live in section_overrides and are never touched. Safe when several servers start
 * together.
 */
export async function syncSectionDefinitions(db: Db, specs: readonly SectionSpec[]) {
  await db.transaction(async (tx) => {
    const stored = await tx.select({ code: sectionDefinitions.code, hash: sectionDefinitions.definitionHash }).from(sectionDefinitions);
    const hashByCode = new Map(stored.map((row) => [row.code, row.hash]));
    for (const spec of specs) {
      const definition = toStoredDefinition(spec);
      const hash = definitionHash(definition);
      if (hashByCode.get(spec.code) === hash) continue;
      const [row] = await tx
        .insert(sectionDefinitions)
        .values({ code: spec.code, definition, definitionHash: hash })
        .onConflictDoUpdate({
          target: sectionDefinitions.code,
          set: { definition, definitionHash: hash, updatedAt: sql`now()` },
          setWhere: sql`${sectionDefinitions.definitionHash} is distinct from excluded.definition_hash`,
        })
        .returning({ id: sectionDefinitions.id });
      const sectionId = row?.id ?? (await idOf(tx, spec.code));
      const items = [
        ...definition.fields.map((f) => ({ sectionId, kind: 'field' as const, name: f.name })),
        ...definition.actions.map((a) => ({ sectionId, kind: 'action' as const, name: a.code })),
      ];
      if (items.length) await tx.insert(sectionItems).values(items).onConflictDoNothing();
    }
  });
}

async function idOf(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: sectionDefinitions.id })
    .from(sectionDefinitions)
    .where(sql`${sectionDefinitions.code} = ${code}`);
  if (!row) throw new Error(`section ${code} was not stored`);
  return row.id;
}

export async function loadStoredSections(db: Db) {
  const sections = await db
    .select({ id: sectionDefinitions.id, code: sectionDefinitions.code, definition: sectionDefinitions.definition })
    .from(sectionDefinitions);
  const items = await db.select().from(sectionItems);
  return { sections, items };
}

export type SectionOverride = typeof sectionOverrides.$inferSelect;

/** The signed-in company's adjustments of the given sections (row-level security picks the company). */
export async function loadOverrides(tx: Tx, codes: readonly string[]): Promise<SectionOverride[]> {
  if (!codes.length) return [];
  return tx
    .select()
    .from(sectionOverrides)
    .where(inArray(sectionOverrides.sectionCode, [...codes]));
}

/** The company's report ids by code, for Report actions. */
export async function loadReportIds(tx: Tx, codes: readonly string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await tx
    .select({ id: reports.id, code: reports.code })
    .from(reports)
    .where(inArray(reports.code, [...codes]));
  return new Map(rows.flatMap((r) => (r.code ? [[r.code, r.id] as const] : [])));
}
