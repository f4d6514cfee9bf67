import { z } from 'zod';
import { FIELD_GRID_COLUMNS } from '../fields/displayField';
import { fieldTypeSchema } from '../fields/fieldTypes';

/** Spec 3 §2.5: how a section is drawn. */
export const sectionControlTypes = ['CardList', 'Form', 'DataGrid'] as const;
export const sectionControlTypeSchema = z.enum(sectionControlTypes);
export type SectionControlType = z.infer<typeof sectionControlTypeSchema>;

/** Spec 3 §2.5 action kinds; the Excel export is a built-in button of every table. */
export const actionTypes = ['Wizard', 'Delete', 'Add', 'Edit', 'Report', 'Custom', 'CustomEdit', 'WebUrl', 'Save', 'Operation'] as const;
export const actionTypeSchema = z.enum(actionTypes);
export type ActionType = z.infer<typeof actionTypeSchema>;

/** Action codes the client routes itself (spec 3 §2.5). */
export const SPECIAL_ACTION_CODES = {
  statement: 'AR_STATEMENT',
  previewInvoice: 'PREVIEW_INVOICE',
  myAccount: 'MYACCOUNT',
  cardPayment: 'CC_PAYMENT',
  pricePlanAdd: 'PRICEPLAN_ADD',
  pricePlanEdit: 'PRICEPLAN_EDIT',
  billingCalendarEdit: 'BILLCAL_EDIT',
  /** USERS: add a staff user and email them an invitation (issue 12). */
  inviteUser: 'USER_INVITE',
  /** ARTRANS, INVOICES: the highlighted row's invoice, each line explained (issue 14). */
  viewInvoice: 'VIEW_INVOICE',
  /** ARTRANS: record a payment received (issue 26). */
  addPayment: 'ADD_PAYMENT',
  /** CUSTFINANCE: the bank account the customer authorised for direct debit (issue 26). */
  directDebitMandate: 'DD_MANDATE',
  /** ARTRANS: the highlighted payment returned by the bank (issue 26). */
  dishonourPayment: 'DISHONOUR_PAYMENT',
  /** ARTRANS: pay the customer's credit back (issue 26). */
  refundCredit: 'REFUND_CREDIT',
} as const;

/** The only section whose rows may be deleted several at a time (spec 3 §2.5). */
export const MULTI_DELETE_SECTION = 'READS';

/**
 * How a value is formatted on screen and in the Excel export. TEXT is shown as is; DOCUMENT holds a
 * document id and IMAGE an image address, both previewed from the table.
 */
export const sectionDataTypes = [
  'TEXT',
  'INT',
  'CURRENCY2',
  'CURRENCY4',
  'CURRENCY6',
  'DECIMAL2',
  'DECIMAL4',
  'DATE',
  'DATETIME',
  'DOCUMENT',
  'IMAGE',
] as const;
export const sectionDataTypeSchema = z.enum(sectionDataTypes);
export type SectionDataType = z.infer<typeof sectionDataTypeSchema>;

export const rowColours = ['red', 'green', 'blue'] as const;
export const rowColourSchema = z.enum(rowColours);
export type RowColour = z.infer<typeof rowColourSchema>;

/** Spec 3 §3 Section config › displayFields, plus the rule inputs a form needs (editable, mandatory, limits). */
export const sectionDisplayFieldSchema = z.object({
  name: z.string(),
  fieldId: z.number().int(),
  prompt: z.string(),
  fieldType: fieldTypeSchema,
  visible: z.boolean(),
  sequence: z.number().int(),
  row: z.number().int(),
  span: z.number().int().min(1).max(FIELD_GRID_COLUMNS),
  lookupCode: z.string().nullable(),
  lookupParameters: z.string().nullable(),
  dataType: sectionDataTypeSchema,
  value: z.string().nullable(),
  isDirty: z.boolean(),
  displayValue: z.string().nullable(),
  keyColumn: z.boolean(),
  showInTableRowExpansion: z.boolean(),
  /** One of the few fields a table row's card shows at phone width (none marked: the first three shown). */
  showOnCard: z.boolean(),
  editable: z.boolean(),
  mandatory: z.boolean(),
  tooltip: z.string().nullable(),
  maxLength: z.number().int().positive().nullable(),
  maxDigits: z.number().int().positive().nullable(),
  maxDecimalPlaces: z.number().int().min(0).nullable(),
});
export type SectionDisplayField = z.infer<typeof sectionDisplayFieldSchema>;

/** Spec 3 §3 Section config › actions. */
export const sectionActionSchema = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  name: z.string(),
  code: z.string(),
  iconName: z.string().nullable(),
  tooltip: z.string().nullable(),
  actionType: actionTypeSchema,
  groupName: z.string().nullable(),
  webUrl: z.string().nullable(),
  wizardCode: z.string().nullable(),
  confirmMessage: z.string().nullable(),
  entityId: z.number().int().nullable(),
});
export type SectionAction = z.infer<typeof sectionActionSchema>;

export interface SectionConfig {
  id: number;
  code: string;
  description: string;
  sectionControlType: SectionControlType;
  keyColumn: string | null;
  /** Icon of each card of a CardList. */
  iconName: string | null;
  actions: SectionAction[];
  displayFields: SectionDisplayField[];
  childSections: SectionConfig[];
}

/** Spec 3 §3 Section config (recursive through childSections). */
export const sectionConfigSchema: z.ZodType<SectionConfig> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    sectionControlType: sectionControlTypeSchema,
    keyColumn: z.string().nullable(),
    iconName: z.string().nullable(),
    actions: z.array(sectionActionSchema),
    displayFields: z.array(sectionDisplayFieldSchema),
    childSections: z.array(sectionConfigSchema),
  }),
);

/** Spec 3 §3 Table headers. */
export const tableHeaderSchema = z.object({
  prompt: z.string(),
  name: z.string(),
  visible: z.boolean(),
  showInTableRowExpansion: z.boolean(),
  fieldType: fieldTypeSchema,
});
export type TableHeader = z.infer<typeof tableHeaderSchema>;
