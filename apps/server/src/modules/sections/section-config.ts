import { SPECIAL_ACTION_CODES, TODAY_DEFAULT, type ActionType, type SectionConfig, type SectionDisplayField } from '@wattle/contract';
import type { BoundField, CatalogSection, SectionCatalog } from './section-catalog';
import type { SectionOverride } from './sections.repository';

/** Actions that change nothing by themselves, offered to every user. */
const READ_ONLY_ACTIONS: readonly ActionType[] = ['Report', 'WebUrl', 'Wizard'];
/** Client-side actions that only show something (whatever their kind), offered to every user. */
const READ_ONLY_ACTION_CODES: readonly string[] = [SPECIAL_ACTION_CODES.viewInvoice];

/** Child sections nest; a definition that loops back on itself stops here. */
const MAX_DEPTH = 4;

/** A field as the company sees it: its overrides applied (a mandatory field can never be hidden). */
export function adjustedFields(section: CatalogSection, overrides: readonly SectionOverride[]): BoundField[] {
  const mine = new Map(overrides.filter((o) => o.sectionCode === section.code && o.fieldName).map((o) => [o.fieldName, o]));
  return section.fields
    .map((f) => {
      const o = mine.get(f.name);
      if (!o) return f;
      return {
        ...f,
        prompt: o.prompt ?? f.prompt,
        visible: f.mandatory ? f.visible : (o.visible ?? f.visible),
        sequence: o.sequence ?? f.sequence,
        row: o.row ?? f.row,
        span: o.span ?? f.span,
      };
    })
    .sort((a, b) => a.sequence - b.sequence);
}

/** `today` (the business day) replaces a TODAY_DEFAULT default value. */
function toDisplayField(f: BoundField, keyColumn: string | null, today: string): SectionDisplayField {
  return {
    name: f.name,
    fieldId: f.fieldId,
    prompt: f.prompt,
    fieldType: f.fieldType,
    visible: f.visible,
    sequence: f.sequence,
    row: f.row,
    span: f.span,
    lookupCode: f.lookupCode,
    lookupParameters: f.lookupParameters,
    dataType: f.dataType,
    value: f.defaultValue === TODAY_DEFAULT ? today : f.defaultValue,
    isDirty: false,
    displayValue: null,
    keyColumn: f.name === keyColumn,
    showInTableRowExpansion: f.showInTableRowExpansion,
    showOnCard: f.showOnCard,
    editable: f.editable,
    mandatory: f.mandatory,
    tooltip: f.tooltip,
    maxLength: f.maxLength,
    maxDigits: f.maxDigits,
    maxDecimalPlaces: f.maxDecimalPlaces,
  };
}

/** Codes of a section and all its descendants (to load their overrides in one query). */
export function withDescendants(catalog: SectionCatalog, codes: readonly string[], depth = 0): string[] {
  if (depth > MAX_DEPTH) return [];
  return codes.flatMap((code) => {
    const section = catalog.byCodeOrNull(code);
    return section ? [code, ...withDescendants(catalog, section.stored.childSections, depth + 1)] : [];
  });
}

/** Spec 3 §3 Section config, with child sections nested and the company's adjustments applied. */
/** What a company's configuration depends on besides the stored definitions. */
export interface ConfigContext {
  overrides: readonly SectionOverride[];
  /** The company's report ids by code (Report actions). */
  reportIds: ReadonlyMap<string, number>;
  mayWrite: (section: CatalogSection) => boolean;
  /** The company's business day, for TODAY_DEFAULT defaults. */
  today: string;
}

export function buildSectionConfig(catalog: SectionCatalog, section: CatalogSection, context: ConfigContext, depth = 0): SectionConfig {
  const { overrides, reportIds, mayWrite } = context;
  const own = overrides.find((o) => o.sectionCode === section.code && !o.fieldName);
  const children =
    depth >= MAX_DEPTH
      ? []
      : section.stored.childSections.flatMap((code) => {
          const child = catalog.byCodeOrNull(code);
          return child ? [buildSectionConfig(catalog, child, context, depth + 1)] : [];
        });
  return {
    id: section.id,
    code: section.code,
    description: own?.prompt ?? section.stored.description,
    sectionControlType: section.stored.controlType,
    keyColumn: section.stored.keyColumn,
    iconName: section.stored.iconName,
    actions: section.actions
      .filter((a) => mayWrite(section) || READ_ONLY_ACTIONS.includes(a.actionType) || READ_ONLY_ACTION_CODES.includes(a.code))
      .map(({ reportCode, ...a }) => ({ ...a, sectionId: section.id, entityId: reportCode ? (reportIds.get(reportCode) ?? null) : null })),
    // A user the policy does not let write the section gets its fields read-only.
    displayFields: adjustedFields(section, overrides).map((f) => ({
      ...toDisplayField(f, section.stored.keyColumn, context.today),
      ...(mayWrite(section) ? {} : { editable: false }),
    })),
    childSections: children,
  };
}
