import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';
import type { Actor } from './actor';

type Snapshot = Record<string, unknown> | null;

/**
 * One audit line, written inside the caller's transaction so an action and its line commit
 * together: who (the actor's kind and login id), what, on which target, and the record before and
 * after (null where there was none: a create has no before, a delete no after).
 */
export async function writeAudit(
  db: Kysely<DB> | Transaction<DB>,
  actor: Actor,
  action: string,
  target: string,
  before: Snapshot,
  after: Snapshot,
): Promise<void> {
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

export interface ProcessingQuery {
  memId?: string;
  actorKind?: 'staff' | 'partner';
  action?: string;
  from?: Date;
  to?: Date;
}

/**
 * Audit lines about members of the scope (a partner's subtree, itself included: what its upper
 * partners did to it): those whose target is the member's login id, and the cash requests
 * processed for it. Only staff and partner acts; a member's own doings are not "processing".
 */
export function processingPage(db: Kysely<DB>, scope: Scope, f: ProcessingQuery, query: OfficeListQuery) {
  const lines = (on: RawBuilder<SqlBool>) =>
    db
      .selectFrom('audit_log as a')
      .innerJoin('members as m', (j) => j.onRef('m.site_id', '=', 'a.site_id').on(on))
      .where('a.site_id', '=', scope.siteId)
      .where('a.actor_kind', 'in', ['staff', 'partner'])
      .where(inScope(scope, 'm', true))
      .selectAll('a')
      .select(['m.id as member_id', 'm.mem_id as member_mem_id']);
  const byLogin = lines(sql<SqlBool>`a.target in (m.mem_id, 'member:' || m.mem_id)`);
  const byCash = lines(sql<SqlBool>`a.target like 'cash\\_request:%' and a.after->>'memberId' = m.id::text`);
  let base = db.selectFrom(byLogin.unionAll(byCash).as('p'));
  if (f.memId) base = base.where('p.member_mem_id', '=', f.memId);
  if (f.actorKind) base = base.where('p.actor_kind', '=', f.actorKind);
  if (f.action) base = base.where(sql`p.action`, 'like', prefixPattern(f.action));
  if (f.from) base = base.where('p.created_at', '>=', f.from);
  if (f.to) base = base.where('p.created_at', '<=', f.to);
  return runPage(
    base,
    (q) => q.selectAll('p'),
    query,
    { id: 'p.id', createdAt: 'p.created_at', action: 'p.action' },
    'p.id',
    'p.id',
  );
}
