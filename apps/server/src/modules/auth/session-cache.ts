/**
 * Validated sessions kept in memory for a few seconds, so most requests find their session
 * without a database round trip. Sessions stay server-side records; this is only a short-lived
 * copy, and docs/security.md ("Session cache") states the staleness bound:
 *
 * - An entry is used for at most `ttlMs` after the database read that found it, and never past
 *   the session's absolute end or idle end as that read saw them.
 * - A change notice (db/changes.ts) for sessions (one ended or changed, not one started or
 *   recording activity), users, companies or system parameters drops the entries of its company
 *   (all of them when the writer had no scope): logout, password change, MFA removal, a user
 *   deactivated or given other roles, a new idle limit, whichever server process or trigger made
 *   it. A read that started before the notice is not kept.
 * - This process sees its own changes on its next request; another process's within the change
 *   notices' bound, and within `ttlMs` while its listening connection is down.
 */
import type { AuthContext } from '../../plugins/auth';

export interface SessionCacheOptions {
  /** The longest an entry is used after the read that found it. */
  ttlMs: number;
  /** Beyond this many sessions the oldest entry makes room. */
  maxEntries: number;
}

export const SESSION_CACHE: SessionCacheOptions = { ttlMs: 5_000, maxEntries: 10_000 };

/** The tables whose changes may end a session or change who its user is. */
export const SESSION_TABLES = ['sessions', 'users', 'companies', 'system_parameters'] as const;

interface Entry {
  auth: AuthContext;
  /** performance.now() after which the entry is not used. */
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private allChangedAt = Number.NEGATIVE_INFINITY;
  private readonly companyChangedAt = new Map<number, number>();

  constructor(private readonly options: SessionCacheOptions = SESSION_CACHE) {}

  /** The cached session with this id, or undefined when absent or past its time. */
  get(id: string): AuthContext | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (performance.now() >= entry.until) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.auth;
  }

  /**
   * Keeps a session found by a read that started at `readAt` (performance.now()) and that the
   * database says stays valid `validMs` longer; not kept when a change of its company came after
   * the read started, or when `reliable` is false (change notices may be missed).
   */
  set(id: string, auth: AuthContext, readAt: number, validMs: number, reliable = true) {
    const changed = Math.max(this.allChangedAt, this.companyChangedAt.get(auth.companyId) ?? Number.NEGATIVE_INFINITY);
    if (this.options.ttlMs <= 0 || !reliable || readAt <= changed) return;
    const until = readAt + Math.min(this.options.ttlMs, validMs);
    if (until <= performance.now()) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(id)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(id, { auth, until });
  }

  /** A change that may end or alter the sessions of a company (null: of every company). */
  invalidate(companyId: number | null) {
    const now = performance.now();
    if (companyId === null) {
      this.entries.clear();
      this.allChangedAt = now;
      return;
    }
    for (const [id, entry] of this.entries) if (entry.auth.companyId === companyId) this.entries.delete(id);
    this.companyChangedAt.set(companyId, now);
  }

  get size() {
    return this.entries.size;
  }
}
