import type { MyBonus } from '../../../shared/api/bonuses';
import type { PagedList } from '../../../shared/api/common';
import { unplayedOf } from '../../../shared/bonuses/amount';
import type { BonusKind, WagerState, WagerWeights } from '../../../shared/bonuses/terms';
import type { AppDeps } from '../../deps';
import type { MoneyTx } from '../ledger/service';
import { memberRequirements } from './repo';
import { takeBack } from './takeBack';

type Row = Awaited<ReturnType<typeof memberRequirements>>['rows'][number];

const toMyBonus = (r: Row): MyBonus => ({
  id: r.id,
  programId: r.program_id,
  kind: (r.kind as BonusKind | null) ?? null,
  name: r.name ?? '',
  asset: r.asset as MyBonus['asset'],
  granted: r.granted,
  toWager: r.to_wager,
  wagered: r.wagered,
  left: r.state === 'active' ? Math.max(0, r.to_wager - r.wagered) : 0,
  unplayed: r.state === 'active' ? unplayedOf({ granted: r.granted, toWager: r.to_wager, wagered: r.wagered }) : 0,
  weights: r.weights as WagerWeights,
  state: r.state as WagerState,
  takenBack: r.taken_back,
  expiresAt: r.expires_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  closedAt: r.closed_at?.toISOString() ?? null,
});

/** /api/bonus/list: the member's requirements, newest first ("My bonuses"). */
export async function myBonuses(
  deps: Pick<AppDeps, 'db'>,
  memberId: number,
  q: { page: number; count_per_list: number; state: 'active' | 'all' },
): Promise<PagedList<MyBonus>> {
  const { rows, total } = await memberRequirements(deps.db, memberId, q.state === 'active', {
    limit: q.count_per_list,
    offset: (q.page - 1) * q.count_per_list,
  });
  return {
    list: rows.map(toMyBonus),
    pageInfo: { page: q.page, count_per_list: q.count_per_list, tatal_list_count: total },
  };
}

/** /api/bonus/forfeit: the member gives up one of its active bonuses (./takeBack.ts). */
export async function forfeitBonus(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock'>,
  ctx: { siteId: string; memberId: number },
  id: number,
) {
  const r = await takeBack(m, deps, { ...ctx, id, state: 'forfeited' });
  return { id: r.id, takenBack: r.takenBack, cashAmt: r.cash, pointAmt: r.point };
}
