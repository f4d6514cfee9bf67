import type { MeterPage } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { findMeters, meterById } from './meters.repository';

/** GET /meters: a page of the meters found by `search`, or the one meter `meterId` names. */
export async function meterPage(tx: Tx, query: { search: string; meterId?: number; page: number; pageSize: number }): Promise<MeterPage> {
  const { page, pageSize } = query;
  if (query.meterId !== undefined) return { items: await meterById(tx, query.meterId), page: 1, pageSize, hasMore: false };
  // One row beyond the page tells whether another page follows, without counting every match.
  const rows = await findMeters(tx, query.search.trim(), pageSize + 1, (page - 1) * pageSize);
  return { items: rows.slice(0, pageSize), page, pageSize, hasMore: rows.length > pageSize };
}
