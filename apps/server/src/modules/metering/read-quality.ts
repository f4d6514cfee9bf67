import { sql, type SQL } from 'drizzle-orm';
import type { ReadType } from '../rating/types';

/**
 * A read's quality and which of two reads of one meter and day is kept (docs/metering.md "Quality
 * and revisions"). NEM12 gives each interval a quality: A actual, E estimated, S substituted,
 * F final substitute, N null (no data, never zero); a NEM13 register read has one such flag.
 */

/** Reads a bill must call estimated: anything but an actual read (the meter's, or the customer's own). */
const ESTIMATED_READ_TYPES = ['ESTIMATED', 'SUBSTITUTED', 'FINAL_SUBSTITUTE', 'MISSING'] as const satisfies readonly ReadType[];
const ESTIMATED = new Set<ReadType>(ESTIMATED_READ_TYPES);
export const isEstimatedRead = (readType: ReadType) => ESTIMATED.has(readType);
/** The same in SQL, of a read_type column. */
export const isEstimatedReadSql = (readType: SQL) =>
  sql`${readType} in (${sql.join(
    ESTIMATED_READ_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )})`;

/**
 * The read type of quality letters, the one place a letter becomes a read type: a NEM12 day's is its
 * weakest interval's (missing data first, then an estimate, a substitute, a final substitute); a
 * NEM13 read's is its 250 record's one current quality flag.
 */
export function dayReadType(qualities: string): Exclude<ReadType, 'CUSTOMER'> {
  if (qualities.includes('N')) return 'MISSING';
  if (qualities.includes('E')) return 'ESTIMATED';
  if (qualities.includes('S')) return 'SUBSTITUTED';
  if (qualities.includes('F')) return 'FINAL_SUBSTITUTE';
  return 'ACTUAL';
}

/** How far a market read is to be trusted: a higher rank replaces a lower one. */
const RANK: Record<ReadType, number> = { MISSING: 0, ESTIMATED: 1, SUBSTITUTED: 2, FINAL_SUBSTITUTE: 3, ACTUAL: 4, CUSTOMER: 4 };

export interface KeptRead {
  readType: ReadType;
  /** MANUAL: entered by hand. */
  source: string;
  /** The market's update time (ISO text), null when not given. */
  marketUpdated: string | null;
}

/**
 * Whether a newer market read replaces the stored one: a read entered by hand only by an actual;
 * otherwise a better quality (actual over final substitute over substitute over estimate over
 * missing), or the same quality updated later by the market. A read without an update time never
 * wins a tie.
 */
export function replaces(incoming: Omit<KeptRead, 'source'>, stored: KeptRead): boolean {
  if (stored.source === 'MANUAL') return incoming.readType === 'ACTUAL';
  const [rankIn, rankStored] = [RANK[incoming.readType], RANK[stored.readType]];
  if (rankIn !== rankStored) return rankIn > rankStored;
  return incoming.marketUpdated !== null && (stored.marketUpdated === null || incoming.marketUpdated > stored.marketUpdated);
}

/** A 300 record's UpdateDateTime (YYYYMMDDhhmmss) as the database writes a timestamp, or null when blank or not a time. */
export function marketTime(updated: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(updated);
  return m ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}` : null;
}
