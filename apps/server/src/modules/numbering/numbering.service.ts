import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { numberCounters, type NumberKind } from '../../db/schema/index';

/**
 * How each kind of number is written, and the counter's value before its first number. Customer
 * numbers follow the demo data's C0000001; account numbers are plain digits from 100001; invoice
 * (and credit note) numbers INV000000001, apart from the demo data's INV1000001-01.
 */
const kinds: Record<NumberKind, { before: number; format: (n: number) => string }> = {
  customer: { before: 0, format: (n) => `C${String(n).padStart(7, '0')}` },
  account: { before: 100_000, format: String },
  invoice: { before: 0, format: (n) => `INV${String(n).padStart(9, '0')}` },
};

/**
 * The next number of a kind in the scoped company and dataset, from its counter row (created on
 * first use). The row stays locked until the caller's transaction ends, so concurrent callers
 * take turns, and a rollback gives the number back.
 */
export async function nextNumber(tx: Tx, kind: NumberKind): Promise<string> {
  return (await nextNumbers(tx, kind, 1))[0]!;
}

/** `count` consecutive numbers of a kind at once (issuing a bill run's invoices), as nextNumber takes one. */
export async function nextNumbers(tx: Tx, kind: NumberKind, count: number): Promise<string[]> {
  if (count <= 0) return [];
  const { before, format } = kinds[kind];
  const [row] = await tx
    .insert(numberCounters)
    .values({ kind, lastValue: before + count })
    .onConflictDoUpdate({
      target: [numberCounters.companyId, numberCounters.dataset, numberCounters.kind],
      set: { lastValue: sql`${numberCounters.lastValue} + ${count}` },
    })
    .returning({ value: numberCounters.lastValue });
  const first = row!.value - count + 1;
  return Array.from({ length: count }, (_, i) => format(first + i));
}
