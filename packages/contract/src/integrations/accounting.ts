import { z } from 'zod';
import { envelopeSchema } from '../envelope';

/** The accounting integration's detail (spec 3 §2.19, §3 "Accounting tenant" … "Event log", §7). */
export const accountingProviderParams = z.object({ provider: z.string().min(1).max(50) });
export const accountingTenantParams = accountingProviderParams.extend({ id: z.coerce.number().int().positive() });

export const accountingTenantSchema = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  /** The provider's own record of the organisation, with Wattle's row id as `Id`. */
  integrationJson: z.object({ Id: z.number().int() }).catchall(z.unknown()),
});
export type AccountingTenant = z.infer<typeof accountingTenantSchema>;

export const buildingTenantSchema = z.object({ networkNodeCode: z.string(), display: z.string(), tenantId: z.string().nullable() });
export type BuildingTenant = z.infer<typeof buildingTenantSchema>;

export const updateBuildingsTenantSchema = z.object({
  IntegrationSource: z.string().min(1).max(50),
  TenantBuildings: z.array(z.object({ NetworkNodeCode: z.string().min(1).max(50), TenantId: z.string().min(1).max(100) })).max(10_000),
});
export type UpdateBuildingsTenant = z.infer<typeof updateBuildingsTenantSchema>;

export const externalAccountSchema = z.object({ code: z.string(), name: z.string(), type: z.string() });
export type ExternalAccount = z.infer<typeof externalAccountSchema>;

export const journalAccountMappingSchema = z.object({
  accountTypeCode: z.string().max(50),
  accountTypeDescription: z.string().max(200),
  accountCode: z.string().min(1).max(50),
  accountDescription: z.string().max(200),
  xeroAccountCode: z.string().max(50).nullable(),
});
export type JournalAccountMapping = z.infer<typeof journalAccountMappingSchema>;

export const journalAccountMappingsSchema = z.object({
  journalAccountMappings: z.array(journalAccountMappingSchema),
  xeroAccountsList: z.array(externalAccountSchema),
});
export type JournalAccountMappings = z.infer<typeof journalAccountMappingsSchema>;

/** The kinds of general-ledger account a new journal account may be. */
export const GL_ACCOUNT_TYPES = ['REVENUE', 'RECEIVABLE', 'LIABILITY', 'BANK', 'EXPENSE'] as const;

/**
 * Mappings to save; a row with `isNew` also adds its general-ledger account (spec 3 §5.6: a new
 * journal account, saved when both its code and description are filled, and its provider account chosen).
 */
export const saveJournalAccountMappingsSchema = z
  .array(journalAccountMappingSchema.extend({ xeroAccountCode: z.string().min(1).max(50), isNew: z.boolean().optional() }))
  .max(1000);

/** A line of the provider's bank statement, and the Wattle document it is (a payment, its dishonour, a refund) when Wattle posted it. */
export const bankTransactionSchema = z.object({
  bankTransactionId: z.string(),
  type: z.enum(['RECEIVE', 'SPEND']),
  date: z.string(),
  reference: z.string(),
  amount: z.string(),
  bankAccountCode: z.string(),
  isReconciled: z.boolean(),
  matchedTo: z.object({ documentKind: z.enum(['PAYMENT', 'DISHONOUR', 'REFUND']), documentId: z.number().int() }).nullable(),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

/** The bank sync answer (spec 3 §7 GET …/bank-transactions; §8: isSuccess false shows the first message). */
export const bankTransactionsSchema = envelopeSchema.extend({ bankTransactions: z.array(bankTransactionSchema) });
export type BankTransactions = z.infer<typeof bankTransactionsSchema>;

export const receiptAccountMappingsSchema = z.object({
  receiptAccountMappings: z.array(z.object({ accountCode: z.string() })),
  currentAccountsList: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ReceiptAccountMappings = z.infer<typeof receiptAccountMappingsSchema>;

export const saveReceiptAccountMappingsSchema = z.array(z.object({ AccountCode: z.string().min(1).max(50) })).max(1000);

export const integrationEventLogSchema = z.object({
  text: z.string(),
  date: z.string(),
  status: z.string(),
  data: z.string().nullable(),
});
export type IntegrationEventLog = z.infer<typeof integrationEventLogSchema>;

/**
 * Posting the ledger now (the Event logs tab's Post now; docs/payments.md "Posting to the
 * accounting provider"): how many documents wait for the posting job (PENDING) and how many the
 * provider refused or could not be built (FAILED). QUEUED while any waits, else COMPLETED.
 */
export const postingProgressSchema = z.object({
  status: z.enum(['QUEUED', 'COMPLETED']),
  waiting: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type PostingProgress = z.infer<typeof postingProgressSchema>;

/** How often the Event logs tab asks for the posting's progress after Post now. */
export const POSTING_PROGRESS_POLL_MS = 1000;

/** Where a provider's authorisation page sends the browser back (RFC 6749 §4.1.2): the code and state, or an error. */
export const authorisationCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
/** The page the callback lands on; the Add-ons screen opens the detail dialog for `success`. */
export const ACCOUNTING_LANDING = '/integration';
