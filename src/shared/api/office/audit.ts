import { z } from 'zod';
import { DateRangeFilter, listBody, TextFilter } from './common';

/**
 * Every staff and partner write, written in the same transaction as the write.
 * POST /api/admin/audit/list { page, perPage, sort, filter: AuditFilter } -> OfficeList<AuditRecord>
 */
export const AuditFilter = DateRangeFilter.extend({
  actorKind: z.enum(['staff', 'partner', 'member', 'system']).optional(),
  actorId: TextFilter.optional(),
  action: TextFilter.optional(),
  target: TextFilter.optional(),
});
export const AuditList = listBody(AuditFilter);

export interface AuditRecord {
  id: number;
  actorKind: 'staff' | 'partner' | 'member' | 'system';
  actorId: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  ip: string;
  createdAt: string;
}
