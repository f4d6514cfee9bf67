import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyColumns, companyPolicy, stamps } from './_tenancy';

/**
 * A company's adjustments to the wizards written in code (modules/wizards/definitions, docs/wizards.md),
 * without a deploy: a page's title and description (empty field name) or a field's prompt, tooltip,
 * default, layout, visibility and requiredness. Null keeps the definition's value.
 */
export const wizardOverrides = pgTable(
  'wizard_overrides',
  {
    id: serial('id').primaryKey(),
    ...companyColumns(),
    wizardCode: text('wizard_code').notNull(),
    pageCode: text('page_code').notNull(),
    fieldName: text('field_name').notNull().default(''),
    /** Page title, or field prompt. */
    prompt: text('prompt'),
    description: text('description'),
    tooltip: text('tooltip'),
    defaultValue: text('default_value'),
    visible: boolean('visible'),
    mandatory: boolean('mandatory'),
    row: integer('row'),
    span: integer('span'),
    ...stamps(),
  },
  (t) => [uniqueIndex('wizard_overrides_uq').on(t.companyId, t.wizardCode, t.pageCode, t.fieldName), companyPolicy()],
);
