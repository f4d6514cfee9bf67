import { z } from 'zod';
import { textId } from '../ids';
import { SEARCH_CONTEXTS, TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from '../constants';
import { COLUMN_FORMATS, DEFAULT_KEY_FIELD, EDIT_TYPES, PROCESS_KINDS } from './codes';

/** A process column (spec 2 §3): what the table, the Edit dialog and the Excel export show. */
export const processColumnSchema = z.object({
  headerText: z.string(),
  field: z.string(),
  visible: z.boolean().default(true),
  /** Editable in the Edit dialog (only when the process's editing setting is on). */
  allowEditing: z.boolean().default(false),
  format: z.enum(COLUMN_FORMATS).default('TEXT'),
  editType: z.enum(EDIT_TYPES).default('stringedit'),
  /** A cell template name the web app renders instead of the text ('link', 'hasExceptions', 'image', 'preview'). */
  template: z.string().nullable().default(null),
  width: z.number().int().positive().nullable().default(null),
  /** Only in the Excel export, never on screen. */
  excel_only: z.boolean().default(false),
  icon: z.string().nullable().default(null),
  tooltip: z.string().nullable().default(null),
  /** With searchType: the cell links to /go-to-entity?searchId={row[searchIdColumnName]}&searchContext={searchType}. */
  searchIdColumnName: z.string().nullable().default(null),
  searchType: z.enum(SEARCH_CONTEXTS).nullable().default(null),
  isPrimaryKey: z.boolean().default(false),
  showTotal: z.boolean().default(false),
  /** One of the few columns a row's card shows at phone width (none marked: the first three shown). */
  showOnCard: z.boolean().default(false),
});
export type ProcessColumn = z.infer<typeof processColumnSchema>;
export type ProcessColumnInput = z.input<typeof processColumnSchema>;

/** Optional grouping of a process table (collapsible group headers). */
export const groupSettingsSchema = z.object({
  groupedColumns: z.array(z.string()).default([]),
  sortDescending: z.boolean().default(false),
});
export type GroupSettings = z.infer<typeof groupSettingsSchema>;

/** The report config carried as JSON text in processConfig.reportConfig. */
export const reportConfigSchema = z.object({
  columns: z.array(processColumnSchema),
  groupSettings: groupSettingsSchema.default({ groupedColumns: [], sortDescending: false }),
});
export type ReportConfig = z.infer<typeof reportConfigSchema>;

/** Reads processConfig.reportConfig; a malformed text gives no columns rather than an exception. */
export function parseReportConfig(text: string): ReportConfig {
  try {
    const parsed = reportConfigSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  return { columns: [], groupSettings: { groupedColumns: [], sortDescending: false } };
}

/** Editing is on when the setting is true or the text 'true' (spec 2 §2.2). */
export const editingSettingSchema = z.union([z.boolean(), z.string()]);
export const isEditingOn = (editing: boolean | string | null | undefined) => editing === true || editing === 'true';

/** A process action (spec 2 §3): one button of the dialog. */
export const processActionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  actionOptions: z.string(),
  confirmMessage: z.string().nullable(),
  buttonColour: z.string().nullable(),
  textColour: z.string().nullable(),
});
export type ProcessAction = z.infer<typeof processActionSchema>;

/** processConfig of the data call: how the dialog's table looks and what the user may do. */
export const processConfigSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  isLocked: z.boolean(),
  /** true or 'true' turns the Edit column on (and the user must hold an edit role). */
  editing: editingSettingSchema,
  keyField: z.string().default(DEFAULT_KEY_FIELD),
  pageSize: z.number().int().positive().default(TABLE_PAGE_SIZE),
  pageSizeOptions: z.array(z.number().int()).default([...TABLE_PAGE_SIZE_OPTIONS]),
  /** JSON text of { columns, groupSettings } (reportConfigSchema). */
  reportConfig: z.string(),
  actions: z.array(processActionSchema),
});
export type ProcessConfig = z.infer<typeof processConfigSchema>;

/** A dashboard item (spec 2 §3): a card, the scheduled-tasks panel, or a chart. */
export const dashboardItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(PROCESS_KINDS),
  hidden: z.boolean(),
  isLocked: z.boolean(),
  actions: z.array(processActionSchema),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

export const processIdParams = z.object({ id: textId });
