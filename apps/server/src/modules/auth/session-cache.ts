/**
 * Validated sessions kept in memory for a few seconds, so most requests find their session
 * without a database round trip. Sessions stay server-side records; this is only a short-lived
 * copy, and docs/security.md ("Session cache") states the staleness bound:
 *
 * - An entry is used for at most `ttlMs` after the database read that found it, and never past
 *   the session's absolute end or idle end as that read saw them.
 * - Any statement of this process that changes sessions (other than recording activity), users,
 *   companies or system parameters drops every entry at once: logout, sign-in replacing a
 *   session, password change, MFA removal, a user deactivated or given other roles, a new idle
 *   limit. For `settleMs` after such a statement nothing is stored, so a read that raced a
 *   still-uncommitted change cannot put the old row back.
 * - Changes made by another process (a second server, psql) are seen within `ttlMs`.
 */
import type { AuthContext } from '../../plugins/auth';

export interface SessionCacheOptions {
  /** The longest an entry is used after the read that found it. */
  ttlMs: number;
  /** After a change, reads that started less than this before or after it are not stored. */
  settleMs: number;
  /** Beyond this many sessions the oldest entry makes room. */
  maxEntries: number;
}

export const SESSION_CACHE: SessionCacheOptions = { ttlMs: 5_000, settleMs: 2_000, maxEntries: 10_000 };

interface Entry {
  auth: AuthContext;
  /** performance.now() after which the entry is not used. */
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private changedAt = Number.NEGATIVE_INFINITY;

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
   * database says stays valid `validMs` longer. Not kept when a change came too close to the read.
   */
  set(id: string, auth: AuthContext, readAt: number, validMs: number) {
    if (this.options.ttlMs <= 0 || readAt - this.changedAt < this.options.settleMs) return;
    const until = readAt + Math.min(this.options.ttlMs, validMs);
    if (until <= performance.now()) return;
    if (this.entries.size >= this.options.maxEntries && !this.entries.has(id)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(id, { auth, until });
  }

  /** A change that may end or alter sessions: forget every entry. */
  invalidate() {
    this.entries.clear();
    this.changedAt = performance.now();
  }

  get size() {
    return this.entries.size;
  }
}
