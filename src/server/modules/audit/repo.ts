import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';
import { prefixPattern } from '../office/scope';
import type { Actor } from './actor';

type Snapshot = Record<string, unknown> | null;

/**
 * One audit line, written inside the caller's transaction so an action and its line commit
 * together: who (the actor's kind and login id), what, on which target, and the record before and
 * after (null where there was none: a create has no before, a delete no after).
 */
export async function writeAudit(db: Kysely<DB> | Transaction<DB>, actor: Actor, action: string, target: string, before: Snapshot, after: Snapshot): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      site_id: actor.siteId,
      actor_kind: actor.kind,
      actor_id: actor.loginId,
      action,
      target,
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
      ip: actor.ip,
    })
    .execute();
}

export interface AuditQuery {
  actorKind?: Actor['kind'];
  actorId?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

const SORT = { id: 'id', createdAt: 'created_at', actorId: 'actor_id', action: 'action' };

/** One page of the site's audit lines; text filters match a prefix (index-friendly). */
export function auditPage(db: Kysely<DB>, siteId: string, f: AuditQuery, query: OfficeListQuery) {
  let base = db.selectFrom('audit_log').where('site_id', '=', siteId);
  if (f.actorKind) base = base.where('actor_kind', '=', f.actorKind);
  if (f.actorId) base = base.where('actor_id', '=', f.actorId);
  if (f.action) base = base.where(sql`action`, 'like', prefixPattern(f.action));
  if (f.target) base = base.where(sql`target`, 'like', prefixPattern(f.target));
  if (f.from) base = base.where('created_at', '>=', f.from);
  if (f.to) base = base.where('created_at', '<=', f.to);
  return runPage(base, (q) => q.selectAll(), query, SORT, 'id', 'id');
}
