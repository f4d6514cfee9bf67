import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema/index';

export interface AuditEntry {
  event: string;
  entity?: string;
  entityId?: string | number;
  oldValues?: unknown;
  newValues?: unknown;
  detail?: string;
  userId?: number;
  username?: string;
  ipAddress?: string;
  /** Only outside a scope (sign-in events); inside one the row defaults to the scope's company. */
  companyId?: number;
  dataset?: 'live' | 'demo';
}

/** Who did something, for the audit log: a signed-in user with their address, or a scheduled task by name alone. */
export type Actor = Pick<AuditEntry, 'userId' | 'ipAddress'> & { username: string };

/** Appends to the audit log in the caller's transaction, so the entry lands with the change or not at all. */
export async function audit(tx: Tx | Db, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    ...entry,
    entityId: entry.entityId === undefined ? undefined : String(entry.entityId),
  });
}
