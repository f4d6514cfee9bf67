import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sqlRows } from '../db/sql-rows';

/** What a backup, a restore or a move is checked by: rows that matter counted, money summed, across every company and dataset. */
export interface StoreSummary {
  companies: number;
  customers: number;
  invoices: number;
  invoiceTotal: string;
  transactions: number;
  balance: string;
  documents: number;
  storedFiles: number;
  storedBytes: string;
}

/** Read as the store's owner (row-level security binds the app's role only), so every company's rows count. */
export async function summarizeStore(database: Database): Promise<StoreSummary> {
  const [row] = await sqlRows<StoreSummary>(
    database.db,
    sql`select (select count(*)::int from companies) as companies,
      (select count(*)::int from customers) as customers,
      (select count(*)::int from invoices) as invoices,
      (select coalesce(sum(total), 0)::text from invoices) as "invoiceTotal",
      (select count(*)::int from transactions) as transactions,
      (select coalesce(sum(balance), 0)::text from customer_accounts) as balance,
      (select count(*)::int from documents) as documents,
      (select count(*)::int from stored_files) as "storedFiles",
      (select coalesce(sum(size_bytes), 0)::text from stored_files) as "storedBytes"`,
  );
  return row!;
}
