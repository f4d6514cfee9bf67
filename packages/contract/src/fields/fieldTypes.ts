import { z } from 'zod';

/** The 25 field types of spec 1 §3, shared by wizards and section forms. */
export const fieldTypes = [
  'Text',
  'MultiText',
  'Notes',
  'LookUp',
  'RadioButton',
  'MultiSelect',
  'Date',
  'DateTime',
  'Boolean',
  'YesNo',
  'Int',
  'Decimal',
  'Money',
  'Image',
  'IconName',
  'ColorPicker',
  'AddressInput',
  'LogoUploader',
  'FileUpload',
  'TermsCondition',
  'Hidden',
  'Custom',
  'CodeEditor',
  'HelpLink',
  'Email',
] as const;
export const fieldTypeSchema = z.enum(fieldTypes);
export type FieldType = z.infer<typeof fieldTypeSchema>;

/** Lookup value (spec 1 §3): what a LookUp, RadioButton or MultiSelect offers. */
export const lookupValueSchema = z.object({ display: z.string(), value: z.string() });
export type LookupValue = z.infer<typeof lookupValueSchema>;
