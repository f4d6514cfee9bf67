import type { EditType, FieldType, ProcessColumn, ProcessItem } from '@wattle/contract';
import type { RenderableField } from '../../../components/fields/fieldTypes';
import { textOf } from './processCells';

const FIELD_TYPE_OF: Record<EditType, FieldType> = {
  stringedit: 'Text',
  numericedit: 'Decimal',
  datepickeredit: 'Date',
  booleanedit: 'YesNo',
};

export type EditField = RenderableField & { row: number; span: number };

/**
 * The Edit dialog's fields (spec 2 §2.2): every shown column in two columns (span 6 of 12), date
 * columns as date pickers; a column not allowed for editing is shown disabled.
 */
export function editFieldsOf(columns: readonly ProcessColumn[]): EditField[] {
  return columns
    .filter((c) => c.visible && !c.excel_only)
    .map((c, i) => ({
      name: c.field,
      prompt: c.headerText,
      fieldType: FIELD_TYPE_OF[c.editType],
      editable: c.allowEditing,
      tooltip: c.tooltip,
      row: Math.floor(i / 2),
      span: 6,
    }));
}

/** The form's starting text of each field. */
export const editValuesOf = (fields: readonly EditField[], row: ProcessItem) => Object.fromEntries(fields.map((f) => [f.name, textOf(row[f.name])]));

/** The row sent back: unchanged values as loaded, edited ones as typed (empty text as null). */
export function editedRow(row: ProcessItem, fields: readonly EditField[], values: Record<string, unknown>): ProcessItem {
  const edited: ProcessItem = { ...row };
  for (const f of fields) {
    if (!f.editable) continue;
    const value = typeof values[f.name] === 'string' ? (values[f.name] as string) : '';
    if (value !== textOf(row[f.name])) edited[f.name] = value === '' ? null : value;
  }
  return edited;
}
