import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { definitionHash } from './_columns';
import { companyColumns, companyPolicy, stamps } from './_tenancy';

/**
 * Server-defined sections (issue 5, docs/sections.md). The typed definitions in
 * modules/sections/definitions are written here at start-up whenever their hash differs from the
 * stored one; the stored copy is what every company is served, with its own adjustments applied.
 * Shared by all companies, so no row-level security.
 */
export const sectionDefinitions = pgTable('section_definitions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** The section's display definition (fields, actions, child codes), as the code last gave it. */
  definition: jsonb('definition').notNull(),
  definitionHash: definitionHash(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Stable ids of each section's fields and actions (the spec's fieldId and action id). */
export const sectionItems = pgTable(
  'section_items',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sectionDefinitions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['field', 'action'] }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('section_items_uq').on(t.sectionId, t.kind, t.name)],
);

/**
 * A company's adjustments without a deploy: a field's label, visibility, order and layout, or
 * (with an empty field name) the section's description. Null keeps the definition's value.
 */
export const sectionOverrides = pgTable(
  'section_overrides',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    sectionCode: text('section_code').notNull(),
    fieldName: text('field_name').notNull().default(''),
    prompt: text('prompt'),
    visible: boolean('visible'),
    sequence: integer('sequence'),
    row: integer('row'),
    span: integer('span'),
    ...stamps(),
  },
  (t) => [uniqueIndex('section_overrides_uq').on(t.companyId, t.sectionCode, t.fieldName), companyPolicy()],
);
