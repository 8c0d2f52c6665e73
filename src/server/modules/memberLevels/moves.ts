import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type { LevelMoveList, LevelMoveRecord } from '../../../shared/api/office/memberLevels';
import type { AppDeps } from '../../deps';
import { runPage } from '../../http/paging';
import { filterRange, iso } from '../../http/officeDates';

const SORT = { createdAt: 'v.created_at', memId: 'm.mem_id', kind: 'v.kind' };

/** Every level move of the site, newest first: by member (id or login id), kind and date. */
export async function listLevelMoves(
  deps: Pick<AppDeps, 'db' | 'config'>,
  siteId: string,
  body: z.output<typeof LevelMoveList>,
): Promise<OfficeList<LevelMoveRecord>> {
  const f = body.filter;
  const range = filterRange(deps, f);
  let base = deps.db
    .selectFrom('member_level_moves as v')
    .innerJoin('members as m', 'm.id', 'v.member_id')
    .where('v.site_id', '=', siteId);
  if (f.memberId !== undefined) base = base.where('v.member_id', '=', f.memberId);
  if (f.memId) base = base.where('m.mem_id', '=', f.memId);
  if (f.kind) base = base.where('v.kind', '=', f.kind);
  if (range.from) base = base.where('v.created_at', '>=', range.from);
  if (range.to) base = base.where('v.created_at', '<=', range.to);
  const { rows, total } = await runPage(
    base,
    (q) =>
      q.select([
        'v.id',
        'v.member_id',
        'm.mem_id',
        'v.from_level',
        'v.to_level',
        'v.kind',
        'v.actor',
        'v.figures',
        'v.created_at',
      ]),
    body,
    SORT,
    'v.created_at',
    'v.id',
  );
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      memberId: Number(r.member_id),
      memId: r.mem_id,
      fromLevel: r.from_level,
      toLevel: r.to_level,
      kind: r.kind,
      actor: r.actor,
      figures: r.figures,
      createdAt: iso(r.created_at)!,
    })),
    total,
  };
}
