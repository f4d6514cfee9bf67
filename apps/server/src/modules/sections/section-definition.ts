import { z } from 'zod';
import { actionTypeSchema, fieldTypeSchema, sectionControlTypeSchema, sectionDataTypeSchema, type FieldType, type SectionDataType } from '@wattle/contract';
import type { SectionSpec } from './section-spec';

/** The display part of a section as stored in section_definitions.definition (all defaults resolved). */
const storedFieldSchema = z.object({
  name: z.string(),
  prompt: z.string(),
  fieldType: fieldTypeSchema,
  dataType: sectionDataTypeSchema,
  visible: z.boolean(),
  sequence: z.number().int(),
  row: z.number().int(),
  span: z.number().int(),
  lookupCode: z.string().nullable(),
  lookupParameters: z.string().nullable(),
  showInTableRowExpansion: z.boolean(),
  showOnCard: z.boolean().default(false),
  editable: z.boolean(),
  mandatory: z.boolean(),
  tooltip: z.string().nullable(),
  maxLength: z.number().int().nullable(),
  maxDigits: z.number().int().nullable(),
  maxDecimalPlaces: z.number().int().nullable(),
  defaultValue: z.string().nullable().default(null),
});
export type StoredField = z.infer<typeof storedFieldSchema>;

const storedActionSchema = z.object({
  code: z.string(),
  name: z.string(),
  actionType: actionTypeSchema,
  iconName: z.string().nullable(),
  tooltip: z.string().nullable(),
  groupName: z.string().nullable(),
  webUrl: z.string().nullable(),
  wizardCode: z.string().nullable(),
  confirmMessage: z.string().nullable(),
  reportCode: z.string().nullable().default(null),
});
export type StoredAction = z.infer<typeof storedActionSchema>;

export const storedDefinitionSchema = z.object({
  description: z.string(),
  controlType: sectionControlTypeSchema,
  keyColumn: z.string().nullable(),
  iconName: z.string().nullable(),
  fields: z.array(storedFieldSchema),
  actions: z.array(storedActionSchema),
  childSections: z.array(z.string()),
});
export type StoredDefinition = z.infer<typeof storedDefinitionSchema>;

const DATA_TYPE_OF: Partial<Record<FieldType, SectionDataType>> = {
  Date: 'DATE',
  DateTime: 'DATETIME',
  Int: 'INT',
  Money: 'CURRENCY2',
  Decimal: 'DECIMAL2',
  Image: 'IMAGE',
};

/** FULL_WIDTH of the 12-column form grid. */
const FULL_WIDTH = 12;

/** The display part of a spec with every default filled in, ready to store. */
export function toStoredDefinition(spec: SectionSpec): StoredDefinition {
  return {
    description: spec.description,
    controlType: spec.controlType,
    keyColumn: spec.keyColumn ?? null,
    iconName: spec.iconName ?? null,
    fields: spec.fields.map((f, index) => {
      const fieldType = f.fieldType ?? 'Text';
      return {
        name: f.name,
        prompt: f.prompt,
        fieldType,
        dataType: f.dataType ?? DATA_TYPE_OF[fieldType] ?? 'TEXT',
        visible: f.visible ?? fieldType !== 'Hidden',
        sequence: (index + 1) * 10,
        row: f.row ?? index + 1,
        span: f.span ?? FULL_WIDTH,
        lookupCode: f.lookupCode ?? null,
        lookupParameters: f.lookupParameters ?? null,
        showInTableRowExpansion: f.showInTableRowExpansion ?? false,
        showOnCard: f.showOnCard ?? false,
        editable: f.editable ?? false,
        mandatory: f.mandatory ?? false,
        tooltip: f.tooltip ?? null,
        maxLength: f.maxLength ?? null,
        maxDigits: f.maxDigits ?? null,
        maxDecimalPlaces: f.maxDecimalPlaces ?? null,
        defaultValue: f.defaultValue ?? null,
      };
    }),
    actions: (spec.actions ?? []).map((a) => ({
      code: a.code,
      name: a.name,
      actionType: a.actionType,
      iconName: a.iconName ?? null,
      tooltip: a.tooltip ?? null,
      groupName: a.groupName ?? null,
      webUrl: a.webUrl ?? null,
      wizardCode: a.wizardCode ?? null,
      confirmMessage: a.confirmMessage ?? null,
      reportCode: a.reportCode ?? null,
    })),
    childSections: [...(spec.childSections ?? [])],
  };
}
