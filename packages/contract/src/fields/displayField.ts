import { z } from 'zod';
import { DATE_RULES } from './dateRules';
import { fieldTypeSchema } from './fieldTypes';

/**
 * Field names become form paths: letters, digits and underscores only, so a name can never be read as
 * a nested path ("a.b") by the form library.
 */
export const FIELD_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const fieldNameSchema = z.string().regex(FIELD_NAME_PATTERN).max(100);

/** The form grid has 12 columns; a field spans some of them. */
export const FIELD_GRID_COLUMNS = 12;

/**
 * Display field (spec 1 §3): a field of a wizard page or form. `maxDigits` and `maxDecimalPlaces`
 * carry the optional Decimal limits of spec 1 §5. A HelpLink's `value` is its address; a ColorPicker
 * without a default starts at DEFAULT_COLOUR.
 */
export const displayFieldSchema = z.object({
  id: z.number().int(),
  name: fieldNameSchema,
  prompt: z.string(),
  fieldType: fieldTypeSchema,
  value: z.string().nullable(),
  displayValue: z.string().nullable(),
  row: z.number().int().min(0),
  span: z.number().int().min(1).max(FIELD_GRID_COLUMNS),
  visible: z.boolean(),
  editable: z.boolean(),
  mandatory: z.boolean(),
  defaultValue: z.string().nullable(),
  tooltip: z.string().nullable(),
  lookupCode: z.string().nullable(),
  /** JSON object of lookup parameters, sent as `parameters` to GET /lookups/{code}/values. */
  lookupParameters: z.string().nullable(),
  maxDigits: z.number().int().positive().nullable(),
  maxDecimalPlaces: z.number().int().min(0).nullable(),
  /** Date: a rule that needs the company's business day (e.g. an account holder's date of birth). */
  dateRule: z.enum(DATE_RULES).nullable().optional(),
});
export type DisplayField = z.infer<typeof displayFieldSchema>;
