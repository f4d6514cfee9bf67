import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Tx } from '../db/client';

/** Runs work in a new short transaction in one company's dataset (request.scoped, withScope). */
export type Scoped = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Rows one transaction of long work handles. A batch's work is a few set-based statements
 * (flagging accounts, deciding and storing meter reads, queueing emails, checking or queueing
 * uploaded rows), well under a second on PGlite.
 */
export const BATCH_ROWS = 200;

/**
 * A turn of the event loop between two batches: PGlite answers without real I/O, so without it
 * the next batch would follow at once and a waiting request's statements only after all of them.
 */
export const giveWay = () => nextTurn();

export interface BatchOptions {
  /** Most rows one batch handles. */
  size: number;
  /** Most rows in all (none: until a batch finds fewer than `size`). */
  max?: number;
  /** Runs in each batch's transaction after its work, with the total so far (a run's progress). */
  afterBatch?: (tx: Tx, total: number) => Promise<void>;
}

/**
 * Long work in short transactions, since PGlite runs one transaction at a time and nobody should
 * wait for a whole task: `batch` handles at most `limit` rows in its own transaction and answers
 * how many it handled; batches run until one handles fewer than it was allowed. Each batch is
 * atomic; a failure keeps the batches before it. Answers the total handled.
 */
export async function inBatches(scoped: Scoped, options: BatchOptions, batch: (tx: Tx, limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const limit = Math.min(options.size, (options.max ?? Number.POSITIVE_INFINITY) - total);
    if (limit <= 0) return total;
    const handled = await scoped(async (tx) => {
      const n = await batch(tx, limit);
      if (n > 0) await options.afterBatch?.(tx, total + n);
      return n;
    });
    total += handled;
    if (handled < limit) return total;
    await giveWay();
  }
}

/** `items` in slices of at most `size`, one transaction's worth each, with a turn of the event loop between them. */
export async function* batchesOf<T>(items: readonly T[], size = BATCH_ROWS): AsyncGenerator<T[]> {
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await giveWay();
    yield items.slice(i, i + size);
  }
}
