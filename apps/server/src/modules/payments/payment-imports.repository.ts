import { sql } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { intArray, sqlRows } from '../../db/sql-rows';
import type { PaymentFileLine } from './payment-files';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The credit transaction's description, as a payment recorded by hand has it. */
const described = { BPAY: texts.payments.transaction(texts.payments.methods.BPAY), EFT: texts.payments.transaction(texts.payments.methods.EFT) };

export interface ReferenceMatch {
  reference: string;
  /** Every account whose payment reference or account number is the reference. */
  accountIds: number[];
  /** An account's payment reference differs from it in the check digit only: a mistyped reference, never guessed. */
  nearMiss: boolean;
}

/**
 * The accounts each reference names (docs/payments.md "Matching"): by payment reference (check
 * digit and all) or by account number; and whether the reference is one digit short of being
 * another account's payment reference, which makes an account-number match too doubtful to use.
 */
export const referenceMatches = (tx: Tx, references: readonly string[]) =>
  sqlRows<ReferenceMatch>(
    tx,
    sql`with refs as (select distinct value as reference from jsonb_array_elements_text(${json(references)}) where value <> '')
      select r.reference,
        array(select a.id from customer_accounts a where a.payment_reference = r.reference
              union select a.id from customer_accounts a where a.account_number = r.reference) as "accountIds",
        r.reference ~ '^[0-9]{2,}$' and exists(
          select 1 from customer_accounts a
          where a.payment_reference between left(r.reference, -1) || '0' and left(r.reference, -1) || '9'
            and length(a.payment_reference) = length(r.reference) and a.payment_reference <> r.reference) as "nearMiss"
      from refs r`,
  );

/** Who the accounts are, for the report's lines. */
export const accountNames = (tx: Tx, accountIds: readonly number[]) =>
  sqlRows<{ id: number; accountNumber: string; customerName: string }>(
    tx,
    sql`select a.id, a.account_number as "accountNumber", c.name as "customerName"
      from customer_accounts a join customers c on c.id = a.customer_id where a.id = any(${intArray(accountIds)})`,
  );

/** The line keys of `keys` already received in an earlier file. */
export async function receivedKeys(tx: Tx, keys: readonly string[]): Promise<Set<string>> {
  const rows = await sqlRows<{ key: string }>(
    tx,
    sql`select line_key as key from bank_lines where line_key in (select jsonb_array_elements_text(${json(keys)}))`,
  );
  return new Set(rows.map((r) => r.key));
}

export type LineToWrite = PaymentFileLine & { accountId: number | null };

/** Writes an import's lines PENDING, each line key once: answers the keys written (a line received before is not). */
export async function insertBankLines(tx: Tx, importId: number, lines: readonly LineToWrite[], username: string): Promise<string[]> {
  const rows = lines.map((l) => ({
    n: l.lineNumber,
    k: l.lineKey,
    d: l.paymentDate,
    a: l.amount,
    m: l.method,
    r: l.reference,
    s: l.description,
    c: l.accountId,
  }));
  const written = await sqlRows<{ key: string }>(
    tx,
    sql`insert into bank_lines (payment_import_id, line_number, line_key, payment_date, amount, method, reference, description, customer_account_id, insert_user)
      select ${importId}, x.n, x.k, x.d, x.a, x.m, x.r, x.s, x.c, ${username}
      from jsonb_to_recordset(${json(rows)}) as x(n integer, k text, d date, a numeric, m text, r text, s text, c integer)
      on conflict (company_id, dataset, line_key) do nothing
      returning line_key as key`,
  );
  return written.map((w) => w.key);
}

export interface PendingLine {
  id: number;
  accountId: number | null;
}

/** The import's next `limit` PENDING lines after line `afterId`, in id order (keyset, so a long import never rescans the lines it has paid). */
export const pendingLines = (tx: Tx, importId: number, afterId: number, limit: number) =>
  sqlRows<PendingLine>(
    tx,
    sql`select id, customer_account_id as "accountId" from bank_lines
      where payment_import_id = ${importId} and status = 'PENDING' and id > ${afterId} order by id limit ${limit}`,
  );

/** Locks the accounts, in id order (as every payment does), before their lines are paid in. */
export const lockAccounts = (tx: Tx, accountIds: readonly number[]) =>
  tx.execute(sql`select id from customer_accounts where id = any(${intArray(accountIds)}) order by id for update`);

/**
 * Pays in the PENDING lines `lineIds` of the import, in one statement: a payment and its credit
 * transaction for each line that names an account (MATCHED), the others UNMATCHED for the
 * Unallocated payments queue, an audit row per payment. Answers how many were paid. The caller
 * holds the lines' accounts' locks (lockAccounts).
 */
export async function payInLines(tx: Tx, importId: number, lineIds: readonly number[], username: string) {
  const [row] = await sqlRows<{ matched: number }>(
    tx,
    sql`with batch as (
        select id, customer_account_id, payment_date, amount, method, reference, description from bank_lines
        where id = any(${intArray(lineIds)}) and status = 'PENDING'
      ), paid as (
        insert into payments (customer_account_id, payment_date, amount, method, reference, bank_line_id)
        select customer_account_id, payment_date, amount, method, nullif(reference, ''), id from batch where customer_account_id is not null
        returning id, bank_line_id, customer_account_id, payment_date, amount, method, reference
      ), credited as (
        insert into transactions (customer_account_id, transaction_date, transaction_type, description, reference, amount, payment_id, insert_user)
        select customer_account_id, payment_date, 'PAYMENT', case method when 'BPAY' then ${described.BPAY} else ${described.EFT} end, reference, -amount, id, ${username}
        from paid
      ), audited as (
        insert into audit_log (username, event, entity, entity_id, new_values)
        select ${username}, 'payment.recorded', 'payment', id::text,
          jsonb_build_object('accountId', customer_account_id, 'amount', amount::text, 'paymentDate', payment_date, 'method', method, 'reference', reference, 'bankLineId', bank_line_id, 'paymentImportId', ${importId}::integer)
        from paid
      ), marked as (
        update bank_lines b set status = case when b.customer_account_id is null then 'UNMATCHED' else 'MATCHED' end, updated_at = now()
        from batch where b.id = batch.id
      )
      select (select count(*) from paid)::integer as matched`,
  );
  return row!.matched;
}
