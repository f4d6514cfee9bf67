import { getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { storedDefinitionSchema, type StoredAction, type StoredDefinition, type StoredField } from './section-definition';
import type { FieldSpec, SectionSpec } from './section-spec';
import { loadStoredSections, syncSectionDefinitions } from './sections.repository';

/** A stored field bound to its read expression and, when editable, the column it writes. */
export interface BoundField extends StoredField {
  fieldId: number;
  /** The raw expression (sorting). */
  read: AnyPgColumn | SQL;
  /** The value as the text the API carries (Y/N for booleans, ISO dates). */
  text: SQL;
  /** Display text for coded values, or null. */
  display: SQL | null;
  write: AnyPgColumn | null;
}

export interface CatalogSection {
  id: number;
  code: string;
  stored: StoredDefinition;
  spec: SectionSpec;
  fields: BoundField[];
  field: Map<string, BoundField>;
  actions: (StoredAction & { id: number })[];
}

export interface CatalogLogger {
  warn(obj: object, msg: string): void;
}

/** A column or expression as API text. */
function asText(expr: AnyPgColumn | SQL, dataType: StoredField['dataType']): SQL {
  if (is(expr, PgColumn) && expr.columnType === 'PgBoolean') return sql`case when ${expr} then 'Y' when not ${expr} then 'N' end`;
  if (dataType === 'DATE') return sql`to_char(${expr}, 'YYYY-MM-DD')`;
  // An instant, marked as UTC whatever the session's zone: the web shows it on the company's clock (docs/ux.md).
  if (dataType === 'DATETIME') return sql`to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  return sql`(${expr})::text`;
}

/**
 * The sections this server serves: the stored display definitions (synced from code at start-up)
 * bound to the code adapters. Rule inputs (editable, mandatory, limits) always come from code, so
 * an edited stored copy can change how a section looks but never what may be written.
 */
export class SectionCatalog {
  private readonly byCode = new Map<string, CatalogSection>();
  private readonly byId = new Map<number, CatalogSection>();

  static async load(db: Db, specs: readonly SectionSpec[], log: CatalogLogger): Promise<SectionCatalog> {
    await syncSectionDefinitions(db, specs);
    const { sections, items } = await loadStoredSections(db);
    const catalog = new SectionCatalog();
    const specByCode = new Map(specs.map((s) => [s.code, s]));
    const itemIds = new Map(items.map((i) => [`${i.sectionId}:${i.kind}:${i.name}`, i.id]));
    for (const row of sections) {
      const spec = specByCode.get(row.code);
      if (!spec) continue;
      const parsed = storedDefinitionSchema.safeParse(row.definition);
      if (!parsed.success) {
        log.warn({ section: row.code }, 'stored section definition is invalid; section not served');
        continue;
      }
      const idOf = (kind: 'field' | 'action', name: string) => itemIds.get(`${row.id}:${kind}:${name}`) ?? 0;
      const fields = parsed.data.fields.flatMap((stored) => {
        const bound = bindField(spec, stored, idOf('field', stored.name));
        if (!bound) log.warn({ section: row.code, field: stored.name }, 'stored field has no binding; field not served');
        return bound ? [bound] : [];
      });
      const section: CatalogSection = {
        id: row.id,
        code: row.code,
        stored: parsed.data,
        spec,
        fields,
        field: new Map(fields.map((f) => [f.name, f])),
        actions: parsed.data.actions.map((a) => ({ ...a, id: idOf('action', a.code) })),
      };
      catalog.byCode.set(section.code, section);
      catalog.byId.set(section.id, section);
    }
    return catalog;
  }

  /** The sections that list this one among their child sections. */
  parentsOf(code: string): CatalogSection[] {
    return this.all().filter((s) => s.stored.childSections.includes(code));
  }

  byCodeOrNull(code: string) {
    return this.byCode.get(code) ?? null;
  }

  byIdOrNull(id: number) {
    return this.byId.get(id) ?? null;
  }

  all() {
    return [...this.byCode.values()];
  }
}

function bindField(spec: SectionSpec, stored: StoredField, fieldId: number): BoundField | null {
  const code = spec.fields.find((f) => f.name === stored.name);
  if (!code) return null;
  const columns = getTableColumns(spec.data.table) as Record<string, AnyPgColumn>;
  const read = spec.data.columns?.[stored.name] ?? columns[stored.name];
  if (!read) throw new Error(`section ${spec.code}: field ${stored.name} has no column or expression`);
  const write = code.editable ? writeColumn(spec, code, columns) : null;
  const display = spec.data.displays?.[stored.name] ?? null;
  return {
    ...stored,
    ...ruleInputs(code),
    fieldId,
    read,
    text: asText(read, stored.dataType),
    display,
    write,
  };
}

function writeColumn(spec: SectionSpec, field: FieldSpec, columns: Record<string, AnyPgColumn>) {
  const column = spec.data.writeColumns?.[field.name] ?? columns[field.name];
  if (!column || !Object.values(columns).includes(column)) {
    throw new Error(`section ${spec.code}: editable field ${field.name} is not a column of its table`);
  }
  return column;
}

const ruleInputs = (f: FieldSpec) => ({
  fieldType: f.fieldType ?? 'Text',
  editable: f.editable ?? false,
  mandatory: f.mandatory ?? false,
  maxLength: f.maxLength ?? null,
  maxDigits: f.maxDigits ?? null,
  maxDecimalPlaces: f.maxDecimalPlaces ?? null,
});
