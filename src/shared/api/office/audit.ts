import { z } from 'zod';
import { DateRangeFilter, listBody, TextFilter } from './common';

/**
 * Every staff and partner write, written in the same transaction as the write.
 * POST /api/admin/audit/list { page, perPage, sort, filter: AuditFilter } -> OfficeList<AuditRecord>
 */
export const ActorKind = z.enum(['staff', 'partner', 'member', 'system']);

export const AuditFilter = DateRangeFilter.extend({
  actorKind: ActorKind.optional(),
  actorId: TextFilter.optional(),
  action: TextFilter.optional(),
  target: TextFilter.optional(),
});
export const AuditList = listBody(AuditFilter);

const Snapshot = z.record(z.string(), z.unknown()).nullable();

export const AuditRecord = z.object({
  id: z.number().int(),
  actorKind: ActorKind,
  /** The actor's login id (staff id, member id, or the system job's name). */
  actorId: z.string(),
  action: z.string(),
  target: z.string(),
  /** The record before the action (null for a create) and after it (null for a delete). */
  before: Snapshot,
  after: Snapshot,
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditRecord = z.infer<typeof AuditRecord>;
