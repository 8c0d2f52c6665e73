import { z } from 'zod';
import { DateRangeFilter, listBody, TextFilter } from './common';

/**
 * Every staff and partner write, written in the same transaction as the write.
 * POST /api/admin/audit/list { page, perPage, sort, filter: AuditFilter } -> OfficeList<AuditRecord>
 */
const ActorKind = z.enum(['staff', 'partner', 'member', 'system']);

const AuditFilter = DateRangeFilter.extend({
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

/**
 * §2 partner tab "admin processing history": what staff and partners did to the members of the
 * caller's subtree (audit lines whose target is one of them). A partner reads a staff actor as
 * staff without its login id.
 */
const ProcessingFilter = DateRangeFilter.extend({
  /** Lines about this member (exact login id). */
  memId: TextFilter.optional(),
  actorKind: z.enum(['staff', 'partner']).optional(),
  action: TextFilter.optional(),
});
export const ProcessingList = listBody(ProcessingFilter);
export const ProcessingRecord = AuditRecord.extend({
  /** The member the line is about. */
  memberId: z.number().int(),
  memId: z.string(),
});
export type ProcessingRecord = z.infer<typeof ProcessingRecord>;
