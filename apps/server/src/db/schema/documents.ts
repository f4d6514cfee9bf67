import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytes, datasetKey, datasetRef, day, id } from './_columns';
import { customers, parties } from './customers';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/** Document categories (spec 1 §3): code, description, default note and the default choice. */
export const documentCategories = pgTable(
  'document_categories',
  {
    id: id(),
    ...datasetColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    defaultNote: text('default_note'),
    defaultOption: boolean('default_option').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...stamps(),
  },
  (t) => [uniqueIndex('document_categories_code_uq').on(t.companyId, t.dataset, t.code), datasetKey('document_categories', t), datasetPolicy()],
);

/**
 * Documents of a customer or contact. `location` is the spec's code: Y = content in this row
 * (`content`), C = a file under DATA_DIR/files (`storagePath`, relative), HTML = raw html in
 * `content`, N = unknown.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id'),
    partyId: integer('party_id'),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    fileExtension: text('file_extension').notNull().default(''),
    contentType: text('content_type').notNull().default('application/octet-stream'),
    reference: text('reference'),
    description: text('description'),
    notes: text('notes'),
    documentDate: day('document_date').notNull(),
    /** Upload field ReceivedBy: Email, Post, Fax, Phone, Other (lookup RECEIVED_VIA). */
    receivedVia: text('received_via'),
    location: text('location', { enum: ['Y', 'C', 'N', 'HTML'] })
      .notNull()
      .default('Y'),
    content: bytes('content'),
    storagePath: text('storage_path'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    index('documents_customer_idx').on(t.companyId, t.dataset, t.customerId, t.documentDate),
    index('documents_party_idx').on(t.companyId, t.dataset, t.partyId),
    datasetKey('documents', t),
    datasetRef('documents', t, t.customerId, customers),
    datasetRef('documents', t, t.partyId, parties),
    datasetRef('documents', t, t.categoryId, documentCategories),
    datasetPolicy(),
  ],
);
