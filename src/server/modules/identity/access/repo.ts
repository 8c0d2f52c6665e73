import { sql, type Kysely } from 'kysely';
import type { OfficeListQuery } from '../../../../shared/api/office';
import type { DB } from '../../../db/schema';
import { runPage } from '../../../http/paging';
import { inScope, prefixPattern, type Scope } from '../../../http/officeScope';
import type { SessionKind } from '../tables';

/** One sign-in try as the login route saw it. */
export interface LoginEventInput {
  siteId: string;
  /** The id tried. */
  memId: string;
  /** The member whose line it is: the id tried, or a sub-user's partner (the partner reads it). */
  ownerId: string;
  kind: SessionKind;
  ip: string;
  deviceId: string;
  userAgent: string;
  result: string;
  at: Date;
}

/** Written outside the login's own transaction: a refused try has none, and must be kept anyway. */
export const insertLoginEvent = (db: Kysely<DB>, e: LoginEventInput) =>
  db
    .insertInto('login_events')
    .values({
      site_id: e.siteId,
      member_id: sql<number | null>`(select id from members where site_id = ${e.siteId} and mem_id = ${e.ownerId})`,
      mem_id: e.memId,
      kind: e.kind,
      ip: e.ip,
      device_id: e.deviceId,
      user_agent: e.userAgent,
      result: e.result,
      created_at: e.at,
    })
    .execute();

export interface LoginEventQuery {
  memberId?: number;
  memId?: string;
  ip?: string;
  kind?: SessionKind;
  success?: boolean;
  from?: Date;
  to?: Date;
}

const LOGIN_SORT = { id: 'e.id', createdAt: 'e.created_at', memId: 'e.mem_id', ip: 'e.ip' } as const;

/**
 * A page of sign-in tries. Staff read every try of the site (unknown ids included); a partner only
 * those of members of its subtree, itself included (its own office sign-ins are its to see).
 */
export function loginEventPage(db: Kysely<DB>, scope: Scope, f: LoginEventQuery, query: OfficeListQuery) {
  let q =
    scope.path === null
      ? db.selectFrom('login_events as e').where('e.site_id', '=', scope.siteId)
      : db
          .selectFrom('login_events as e')
          .innerJoin('members as m', 'm.id', 'e.member_id')
          .where('e.site_id', '=', scope.siteId)
          .where(inScope(scope, 'm', true));
  if (f.memberId !== undefined) q = q.where('e.member_id', '=', f.memberId);
  if (f.memId) q = q.where(sql`e.mem_id`, 'like', prefixPattern(f.memId));
  if (f.ip) q = q.where(sql`e.ip`, 'like', prefixPattern(f.ip));
  if (f.kind) q = q.where('e.kind', '=', f.kind);
  if (f.success !== undefined) q = q.where('e.result', f.success ? '=' : '<>', '200');
  if (f.from) q = q.where('e.created_at', '>=', f.from);
  if (f.to) q = q.where('e.created_at', '<=', f.to);
  return runPage(
    q,
    (b) =>
      b.select([
        'e.id',
        'e.member_id',
        'e.mem_id',
        'e.kind',
        'e.ip',
        'e.device_id',
        'e.user_agent',
        'e.result',
        'e.created_at',
      ]),
    query,
    LOGIN_SORT,
    'e.id',
    'e.id',
  );
}

export interface OnlineQuery {
  memId?: string;
  tier?: string;
  kind?: SessionKind;
}

const ONLINE_SORT = { since: 's.created_at', memId: 'm.mem_id', lastLoginAt: 'm.last_login_at' } as const;

/** Live sessions (not ended, token not expired) of members in the scope, the partner itself excluded. */
export function onlinePage(db: Kysely<DB>, scope: Scope, f: OnlineQuery, query: OfficeListQuery, now: Date) {
  let q = db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .where('s.site_id', '=', scope.siteId)
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where(inScope(scope, 'm'));
  if (f.memId) q = q.where(sql`m.mem_id`, 'like', prefixPattern(f.memId));
  if (f.tier) q = q.where('m.tier', '=', f.tier);
  if (f.kind) q = q.where('s.kind', '=', f.kind);
  return runPage(
    q,
    (b) =>
      b
        .leftJoin('members as parent', 'parent.id', 'm.parent_id')
        .leftJoin('accounts as cash', (j) => j.onRef('cash.member_id', '=', 'm.id').on('cash.asset', '=', 'cash'))
        .select([
          's.id',
          's.kind',
          's.ip',
          's.created_at',
          's.expires_at',
          'm.id as member_id',
          'm.mem_id',
          'm.mem_nick',
          'm.tier',
          'parent.mem_id as parent_mem_id',
          sql<string | number | null>`cash.balance`.as('cash'),
        ]),
    query,
    ONLINE_SORT,
    's.created_at',
    's.id',
  );
}
