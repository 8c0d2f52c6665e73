import type { Generated, JSONColumnType } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  site_id: string;
  actor_kind: 'staff' | 'partner' | 'member' | 'system';
  /** The actor's login id (staff id or member id), never a row id. */
  actor_id: string;
  action: string;
  target: Generated<string>;
  before: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  ip: Generated<string>;
  created_at: Generated<Date>;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
