import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { datasetRef, id } from './_columns';
import { parties } from './customers';
import { datasetColumns, datasetPolicy } from './_tenancy';

/**
 * One-off sign-in tokens staff issue to open the customer portal as a contact (MYACCOUNT, spec 3 §7
 * GET /contacts/{partyId}/my-account-token). Only the token's hash is kept; it expires within minutes.
 */
export const myAccountTokens = pgTable(
  'my_account_tokens',
  {
    id: id(),
    ...datasetColumns(),
    partyId: integer('party_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    issuedByUserId: integer('issued_by_user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('my_account_tokens_party_idx').on(t.companyId, t.dataset, t.partyId),
    datasetRef('my_account_tokens', t, t.partyId, parties).onDelete('cascade'),
    datasetPolicy(),
  ],
);
