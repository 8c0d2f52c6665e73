import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { OfficeArea } from '../../../../shared/api/office';
import type { Dashboard } from '../../../../shared/api/office/dashboard';
import { staffPost } from '../officeRoute';
import { scopeOf } from '../scope';
import { dailyReport } from '../reports/service';

const SERIES_DAYS = 7;

/** §2 dashboard: today's money, new and online members, waiting cash requests, and a 7-day series. */
export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  staffPost(app, '/api/admin/dashboard', OfficeArea.Reports, z.object({}).loose(), async (_body, caller, req): Promise<Dashboard> => {
    const { db, clock } = req.deps;
    const now = clock.now();
    const days = await dailyReport(req.deps, scopeOf(caller), { dateFrom: undefined, dateTo: undefined }, { page: 1, perPage: SERIES_DAYS, sort: { field: 'day', order: 'ASC' }, filter: {} });
    const series = days.list.map(({ id: _id, ...day }) => day);
    const [online, pending] = await Promise.all([
      db
        .selectFrom('sessions')
        .select(sql<string>`count(distinct member_id)`.as('n'))
        .where('site_id', '=', caller.siteId)
        .where('member_id', 'is not', null)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('cash_requests')
        .select(['kind', sql<string>`count(*)`.as('n')])
        .where('site_id', '=', caller.siteId)
        .where('status', 'in', [0, 2])
        .groupBy('kind')
        .execute(),
    ]);
    const waiting = (kind: string) => Number(pending.find((p) => p.kind === kind)?.n ?? 0);
    return {
      today: { ...series.at(-1)!, onlineMembers: Number(online.n), pendingDeposits: waiting('in'), pendingWithdrawals: waiting('out') },
      series,
    };
  });
}
