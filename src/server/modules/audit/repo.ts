import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AuditLogTable } from './tables';

export interface AuditEntry {
  siteId: string;
  actorKind: AuditLogTable['actor_kind'];
  actorId: string;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
  ip?: string;
}

/** Written inside the caller's transaction, so an action and its audit line commit together. */
export async function writeAudit(db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      site_id: entry.siteId,
      actor_kind: entry.actorKind,
      actor_id: entry.actorId,
      action: entry.action,
      target: entry.target ?? '',
      detail: JSON.stringify(entry.detail ?? {}),
      ip: entry.ip ?? '',
    })
    .execute();
}
