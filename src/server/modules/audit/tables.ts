import type { Generated, JSONColumnType } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  site_id: string;
  actor_kind: 'staff' | 'partner' | 'member' | 'system';
  actor_id: string;
  action: string;
  target: Generated<string>;
  detail: JSONColumnType<Record<string, unknown>>;
  ip: Generated<string>;
  created_at: Generated<Date>;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
