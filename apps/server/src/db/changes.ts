import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DATASETS, type Dataset } from '@wattle/contract';

/** The channel of the change notices (migration 0024_change_notices). */
const CHANGES_CHANNEL = 'wattle_changes';

/**
 * How long after a commit another server process's caches may still answer from before it: the
 * time a notice takes to arrive (milliseconds on one network). Past it, caches fall back on their
 * own time limits (DASHBOARD_COUNT_SECONDS, the session cache's 5 s) while the listening connection
 * is re-established.
 */
export const CHANGE_NOTICE_BOUND_MS = 1_000;

/**
 * One change notice: the rows of `table` changed in the company and dataset of `scope`, or in any
 * company and dataset when the writer had no scope (sign-in, jobs, bootstrap). These are the
 * invalidation keys caches subscribe to.
 */
interface Change {
  table: string;
  companyId: number | null;
  dataset: Dataset | null;
}

export type ChangeListener = (change: Change) => void;

/** Parses a notice's payload, 'table:company:dataset'; null for anything else. */
function parseChange(payload: string): Change | null {
  const [table, company, dataset, ...rest] = payload.split(':');
  if (!table || rest.length > 0 || company === undefined || dataset === undefined) return null;
  return {
    table,
    companyId: /^\d+$/.test(company) ? Number(company) : null,
    dataset: DATASETS.includes(dataset as Dataset) ? (dataset as Dataset) : null,
  };
}

/**
 * The change notices of the database, wherever the change was made: a trigger on every table
 * sends one at commit (PostgreSQL NOTIFY, delivered to every listening connection of every server
 * process; on PGlite, in this process). A process hears its own changes before its commit
 * returns, so its next request never reads a stale cache; other processes within
 * CHANGE_NOTICE_BOUND_MS.
 */
export class ChangeFeed {
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private reliable = true;

  /** Subscribes to changes of these tables; returns the unsubscribe. */
  on(tables: readonly string[], listener: ChangeListener): () => void {
    for (const table of tables) {
      let set = this.listeners.get(table);
      if (!set) this.listeners.set(table, (set = new Set()));
      set.add(listener);
    }
    return () => tables.forEach((table) => this.listeners.get(table)?.delete(listener));
  }

  /** Hands one notice's payload to the listeners of its table. */
  receive(payload: string) {
    const change = parseChange(payload);
    if (!change) return;
    for (const listener of this.listeners.get(change.table) ?? []) listener(change);
  }

  /**
   * False while the listening connection is down: notices may be lost, so caches keep nothing.
   * Going down tells every listener that anything may have changed.
   */
  get listening() {
    return this.reliable;
  }

  setListening(listening: boolean) {
    if (this.reliable && !listening) {
      for (const [table, set] of this.listeners) for (const listener of set) listener({ table, companyId: null, dataset: null });
    }
    this.reliable = listening;
  }
}

/** PGlite: notices of this one process, delivered as each transaction commits. */
export async function listenPglite(pglite: PGlite, feed: ChangeFeed): Promise<() => Promise<void>> {
  return pglite.listen(CHANGES_CHANNEL, (payload) => feed.receive(payload));
}

const RECONNECT_MS = 500;

/**
 * The client class of the pool: a connection is handed out only once it listens, so this process
 * hears its own commits before they return, whichever pooled connection committed.
 */
export function listeningClient(feed: ChangeFeed): typeof pg.Client {
  return class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('notification', (message) => message.channel === CHANGES_CHANNEL && feed.receive(message.payload ?? ''));
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error) => void): void;
    override connect(callback?: (error: Error) => void): Promise<pg.Client> | void {
      const ready = super.connect().then(async () => {
        await this.query(`listen ${CHANGES_CHANNEL}`);
        return this;
      });
      if (!callback) return ready;
      ready.then(() => callback(null as unknown as Error), callback);
    }
  };
}

/**
 * PostgreSQL: besides the pooled connections (listeningClient), one dedicated connection listens
 * all the time for the other processes' commits (pooled connections come and go). When it fails,
 * the feed says so until it has reconnected.
 */
export function listenPostgres(connectionString: string, feed: ChangeFeed): () => Promise<void> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('notification', (message) => message.channel === CHANGES_CHANNEL && feed.receive(message.payload ?? ''));
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      again();
      return;
    }
    client.once('end', () => {
      feed.setListening(false);
      again();
    });
    feed.setListening(true);
  };
  feed.setListening(false);
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
