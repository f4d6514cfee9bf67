import { z } from 'zod';
import { textId } from '../ids';
import { storableText } from '../storableText';
import { fieldNameSchema } from '../fields/displayField';
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS } from '../constants';
import { rowColourSchema, sectionControlTypeSchema } from './sectionConfig';
import { sectionParametersQuery } from './identifiers';

export const sectionIdParams = z.object({ sectionId: textId });

/** Largest page a table may ask for; the export streams every row instead. */
export const SECTION_MAX_PAGE_SIZE = Math.max(...TABLE_PAGE_SIZE_OPTIONS);

/** Table search, paging and order shared by the data call and the export. */
const listQuery = {
  parameters: sectionParametersQuery,
  search: z.string().max(200).transform(storableText).optional(),
  sortBy: z.string().max(100).optional(),
  sortDescending: z.enum(['true', 'false']).optional(),
};

/** GET /api/display/sections/{sectionId}/data */
export const sectionDataQuery = z.object({
  ...listQuery,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(SECTION_MAX_PAGE_SIZE).default(TABLE_PAGE_SIZE),
});
export type SectionDataQuery = z.input<typeof sectionDataQuery>;

/** POST and DELETE carry the identifiers too: a new row belongs to them, a deleted one must. */
export const sectionWriteQuery = z.object({ parameters: sectionParametersQuery });

/** GET /api/display/sections/{sectionId}/file: the document or image a row's DOCUMENT or IMAGE field points at. */
export const sectionFileQuery = z.object({
  parameters: sectionParametersQuery,
  key: z.string().min(1).max(100),
  field: fieldNameSchema,
});

/** GET /api/display/sections/{sectionId}/export: the same rows as the data call, all of them, as .xlsx. */
export const sectionExportQuery = z.object(listQuery);

/** One row: raw values by field name, display texts where they differ (lookups), and the version a save must quote. */
export const sectionRowSchema = z.object({
  key: z.string().nullable(),
  version: z.string().nullable(),
  colour: rowColourSchema.nullable(),
  values: z.record(z.string(), z.string().nullable()),
  displayValues: z.record(z.string(), z.string()),
});
export type SectionRow = z.infer<typeof sectionRowSchema>;

export const sectionDataResponseSchema = z.object({
  sectionId: z.number().int(),
  code: z.string(),
  sectionControlType: sectionControlTypeSchema,
  rows: z.array(sectionRowSchema),
  totalItems: z.number().int(),
});
export type SectionDataResponse = z.infer<typeof sectionDataResponseSchema>;

/** A field as the client sends it back (spec 3 §7: displayValue, isDirty, name, id, value as text). */
export const submittedFieldSchema = z.object({
  name: fieldNameSchema,
  id: z
    .union([z.number().int(), z.string().max(100)])
    .nullable()
    .optional(),
  value: z.string().max(100_000).nullable(),
  displayValue: z.string().max(100_000).nullable().optional(),
  isDirty: z.boolean().default(false),
});
export type SubmittedField = z.infer<typeof submittedFieldSchema>;

/** One record: its fields, and for an existing row the version it was loaded at (refused when stale). */
export const submittedItemSchema = z.object({
  fields: z.array(submittedFieldSchema).max(200),
  version: z.string().max(64).nullable().optional(),
});
export type SubmittedItem = z.infer<typeof submittedItemSchema>;

/** POST /api/display/sections/{sectionId}/data: save a Form, or add/edit one table row. */
export const saveSectionRequestSchema = z.object({
  id: z.number().int().optional(),
  sectionControlType: sectionControlTypeSchema,
  items: z.array(submittedItemSchema).min(1).max(1),
});
export type SaveSectionRequest = z.input<typeof saveSectionRequestSchema>;

/** DELETE /api/display/sections/{sectionId}/data: one row, or several for the READS section. */
export const deleteSectionRequestSchema = z.object({
  sectionControlType: sectionControlTypeSchema,
  items: z.array(submittedItemSchema).min(1).max(1000),
});
export type DeleteSectionRequest = z.input<typeof deleteSectionRequestSchema>;
