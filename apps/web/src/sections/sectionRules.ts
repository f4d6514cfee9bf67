import { MULTI_DELETE_SECTION, type ActionType, type SectionAction, type SectionConfig, type SectionDisplayField, type SectionRow } from '@wattle/contract';

const hasAction = (section: SectionConfig, ...types: ActionType[]) => section.actions.some((a) => types.includes(a.actionType));

/** Row selection needs a key column and a delete action (spec 3 §2.5). */
export const canSelectRows = (section: SectionConfig) => Boolean(section.keyColumn) && hasAction(section, 'Delete');

/** Several rows at once only in READS. */
export const canSelectManyRows = (section: SectionConfig) => canSelectRows(section) && section.code === MULTI_DELETE_SECTION;

/**
 * Row highlight needs a key column with child sections, or an edit or custom-edit action, or a
 * single-delete action (spec 3 §2.5).
 */
export function canHighlightRows(section: SectionConfig) {
  if (!section.keyColumn) return false;
  return section.childSections.length > 0 || hasAction(section, 'Edit', 'CustomEdit') || (hasAction(section, 'Delete') && !canSelectManyRows(section));
}

/** Fields a row's card shows at phone width, as the section marks them (none: the table's default). */
export const cardFields = (section: SectionConfig) => shownFields(section).filter((f) => f.showOnCard);

/** Fields shown under a row when it is expanded. */
export const expansionFields = (section: SectionConfig) => section.displayFields.filter((f) => f.showInTableRowExpansion);

/** Fields shown as columns, form inputs or card lines. */
export const shownFields = (section: SectionConfig): SectionDisplayField[] =>
  section.displayFields.filter((f) => f.visible && f.fieldType !== 'Hidden').sort((a, b) => a.sequence - b.sequence);

export interface ActionState {
  highlighted: SectionRow | null;
  selected: readonly SectionRow[];
  formSavable: boolean;
}

/** The rows an action applies to: the checked rows, else the highlighted one. */
export const targetRows = (state: Pick<ActionState, 'highlighted' | 'selected'>): SectionRow[] =>
  state.selected.length ? [...state.selected] : state.highlighted ? [state.highlighted] : [];

/**
 * Edit, Delete and CustomEdit are disabled without a highlighted row (or selected rows for
 * multi-delete); Save while the form is unchanged or breaks a field rule.
 */
export function isActionEnabled(action: SectionAction, state: ActionState): boolean {
  switch (action.actionType) {
    case 'Save':
      return state.formSavable;
    case 'Edit':
    case 'CustomEdit':
      return state.highlighted !== null;
    case 'Delete':
      return targetRows(state).length > 0;
    default:
      return true;
  }
}

/** A row's value as shown: the display text of a coded value, else the stored text. */
export const shownValue = (row: SectionRow, name: string) => row.displayValues[name] ?? row.values[name] ?? null;
