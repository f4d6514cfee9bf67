import { ALL_ITEMS, ALL_ITEMS_MAX, texts } from '@wattle/contract';
import { badRequest } from './errors';

/** The rows a page request reads: its page, or for 'all' (ALL_ITEMS) one more than ALL_ITEMS_MAX, so that too many can be told. */
export function pageWindow({ page, itemsPerPage }: { page: number; itemsPerPage: number }) {
  return itemsPerPage === ALL_ITEMS ? { limit: ALL_ITEMS_MAX + 1, offset: 0 } : { limit: itemsPerPage, offset: (page - 1) * itemsPerPage };
}

/** The rows read, refused when there are more than ALL_ITEMS_MAX: no JSON answer carries more (exports stream every row). */
export function withinAllItems<T>(rows: T[]): T[] {
  if (rows.length > ALL_ITEMS_MAX) throw badRequest(texts.server.tooManyRows(ALL_ITEMS_MAX));
  return rows;
}
