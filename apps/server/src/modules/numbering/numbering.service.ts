import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { numberCounters, type NumberKind } from '../../db/schema/index';

/**
 * How each kind of number is written (its prefix, then the number padded with zeros to `digits`),
 * and the counter's value before its first number. Customer numbers C0000001; account numbers
 * plain digits from 100001; invoice (and credit note) numbers INV000000001. The demo data numbers
 * its rows the same way (numberSql).
 */
const kinds: Record<NumberKind, { before: number; prefix: string; digits: number }> = {
  customer: { before: 0, prefix: 'C', digits: 7 },
  account: { before: 100_000, prefix: '', digits: 0 },
  invoice: { before: 0, prefix: 'INV', digits: 9 },
};

const formatNumber = (kind: NumberKind, n: number) => `${kinds[kind].prefix}${String(n).padStart(kinds[kind].digits, '0')}`;

/** The same number in SQL, of the integer expression `n` (lpad never cuts: a longer number stays whole, as padStart leaves it). */
export function numberSql(kind: NumberKind, n: string): string {
  const { prefix, digits } = kinds[kind];
  return `'${prefix}' || lpad((${n})::text, greatest(${digits}, length((${n})::text)), '0')`;
}

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
  const { before } = kinds[kind];
  const [row] = await tx
    .insert(numberCounters)
    .values({ kind, lastValue: before + count })
    .onConflictDoUpdate({
      target: [numberCounters.companyId, numberCounters.dataset, numberCounters.kind],
      set: { lastValue: sql`${numberCounters.lastValue} + ${count}` },
    })
    .returning({ value: numberCounters.lastValue });
  const first = row!.value - count + 1;
  return Array.from({ length: count }, (_, i) => formatNumber(kind, first + i));
}
