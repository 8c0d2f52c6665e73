import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { CASH_STATUS, type CashKind } from '../../../../shared/api/cash';

const approved = (db: Kysely<DB>, siteId: string, kind: CashKind) =>
  db
    .selectFrom('cash_requests as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['m.mem_id', 'c.amount', 'c.processed_at as at'])
    .where('c.site_id', '=', siteId)
    .where('c.kind', '=', kind)
    .where('c.status', '=', CASH_STATUS.done);

/** The latest approved requests of a kind (cash_requests_done_idx). */
export const latestApproved = (db: Kysely<DB>, siteId: string, kind: CashKind, limit: number) =>
  approved(db, siteId, kind).orderBy('c.processed_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();

/** The largest approved requests of a kind processed since `from`. */
export const largestApprovedSince = (db: Kysely<DB>, siteId: string, kind: CashKind, from: Date, limit: number) =>
  approved(db, siteId, kind)
    .where('c.processed_at', '>=', from)
    .orderBy('c.amount', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();

/** The latest requests of a kind that are not cancelled, as they stand (applied, waiting or done). */
export const latestOpenOrDone = (db: Kysely<DB>, siteId: string, kind: CashKind, limit: number) =>
  db
    .selectFrom('cash_requests as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['m.mem_id', 'c.amount', 'c.created_at as at', 'c.status'])
    .where('c.site_id', '=', siteId)
    .where('c.kind', '=', kind)
    .where('c.status', '<>', CASH_STATUS.cancel)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
