import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { datasetKey, datasetRef, id } from './_columns';
import { documentCategories } from './documents';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/** Trading brands: accounts, templates and the my-account link (`/system-config/{brandCode}/my-account-url`) hang off them. */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    colour: text('colour').notNull().default('#a6192e'),
    logoPath: text('logo_path'),
    emailFrom: text('email_from'),
    phone: text('phone'),
    website: text('website'),
    myAccountUrl: text('my_account_url'),
    isDefault: boolean('is_default').notNull().default(false),
    ...stamps(),
  },
  (t) => [uniqueIndex('brands_code_uq').on(t.companyId, t.dataset, t.code), datasetKey('brands', t), datasetPolicy()],
);

/** How correspondence reaches a customer: EMAIL, POST, SMS (the correspondence setting code POST means postal). */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...stamps(),
  },
  (t) => [uniqueIndex('delivery_methods_code_uq').on(t.companyId, t.dataset, t.code), datasetKey('delivery_methods', t), datasetPolicy()],
);

/** HTML templates edited in the template editor (spec 2 §2.7); their body differs per brand. */
export const htmlTemplates = pgTable(
  'html_templates',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    templateType: text('template_type', { enum: ['EMAIL', 'PDF'] }).notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('html_templates_code_uq').on(t.companyId, t.dataset, t.code), datasetKey('html_templates', t), datasetPolicy()],
);

/** One brand's body of a template (htmlDataId, htmlData). */
export const htmlTemplateBodies = pgTable(
  'html_template_bodies',
  {
    id: id(),
    ...datasetColumns(),
    htmlTemplateId: integer('html_template_id').notNull(),
    brandId: integer('brand_id').notNull(),
    htmlData: text('html_data').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('html_template_bodies_uq').on(t.companyId, t.dataset, t.htmlTemplateId, t.brandId),
    datasetRef('html_template_bodies', t, t.htmlTemplateId, htmlTemplates).onDelete('cascade'),
    datasetRef('html_template_bodies', t, t.brandId, brands),
    datasetPolicy(),
  ],
);

/**
 * Mail-merge (letter) templates. `requiredFields` lists the merge fields a customer must have,
 * for 'The following fields are missing: {fields}'.
 */
export const mailMergeTemplates = pgTable(
  'mail_merge_templates',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    paperSize: text('paper_size', { enum: ['A4', 'Letter'] })
      .notNull()
      .default('A4'),
    htmlTemplateId: integer('html_template_id'),
    documentCategoryId: integer('document_category_id'),
    requiredFields: jsonb('required_fields').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('mail_merge_templates_code_uq').on(t.companyId, t.dataset, t.code),
    datasetKey('mail_merge_templates', t),
    datasetRef('mail_merge_templates', t, t.htmlTemplateId, htmlTemplates),
    datasetRef('mail_merge_templates', t, t.documentCategoryId, documentCategories),
    datasetPolicy(),
  ],
);

/** Mail-merge schedules (lookup MM_SCHEDULE): a template plus the email that carries it. */
export const mailMergeSchedules = pgTable(
  'mail_merge_schedules',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    mailMergeTemplateId: integer('mail_merge_template_id').notNull(),
    emailTemplateId: integer('email_template_id'),
    emailSubject: text('email_subject').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('mail_merge_schedules_code_uq').on(t.companyId, t.dataset, t.code),
    index('mail_merge_schedules_template_idx').on(t.companyId, t.dataset, t.mailMergeTemplateId),
    datasetKey('mail_merge_schedules', t),
    datasetRef('mail_merge_schedules', t, t.mailMergeTemplateId, mailMergeTemplates),
    datasetRef('mail_merge_schedules', t, t.emailTemplateId, htmlTemplates),
    datasetPolicy(),
  ],
);
