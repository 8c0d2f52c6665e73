import type { FastifyInstance } from 'fastify';
import { OfficeArea, OfficeId } from '../../../../shared/api/office';
import { BetList, type OfficeBetRecord, type OfficeBetStatus } from '../../../../shared/api/office/bets';
import type { GameGroup } from '../../../../shared/constants';
import { toWon } from '../../../../shared/money';
import { ResultCode } from '../../../../shared/resultCodes';
import { AppError } from '../../../http/appError';
import type { ApiRequest } from '../../../http/route';
import { filterRange, iso } from '../dates';
import { numericId } from '../members/read';
import { officePost, type OfficeGate } from '../officeRoute';
import { scopeOf } from '../scope';
import { findBet, listBets, type BetRow } from './repo';

const nullableWon = (v: number | string | null) => (v === null ? null : toWon(v));

function toBetRecord(row: BetRow): OfficeBetRecord {
  const stake = toWon(row.stake);
  const payout = toWon(row.payout);
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    memId: row.mem_id,
    memNick: row.mem_nick,
    gameGroup: row.game_group as GameGroup,
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    gameName: row.game_name,
    roundId: row.round_id,
    market: row.market,
    pick: row.pick,
    odds: row.odds,
    stake,
    payout,
    // §3 resultCash = winCash - cash; a bet still open has no result yet.
    resultCash: row.status === 'BET' ? 0 : payout - stake,
    status: row.status as OfficeBetStatus,
    balanceBefore: nullableWon(row.balance_before),
    balanceAfter: nullableWon(row.balance_after),
    createdAt: iso(row.created_at)!,
    settledAt: iso(row.settled_at),
  };
}

/** §2 partner bet/casino|slot|minigame (subtree) and the staff bet list (whole site), one query. */
export default async function betListRoutes(app: FastifyInstance): Promise<void> {
  const gates: [string, OfficeGate][] = [
    ['/api/partner/bets', { partner: true }],
    ['/api/admin/bets', { area: OfficeArea.Bets }],
  ];
  for (const [path, gate] of gates) {
    officePost(app, `${path}/list`, gate, BetList, async (body, caller, req: ApiRequest<unknown>) => {
      const { rows, total } = await listBets(req.deps.db, scopeOf(caller), { ...body.filter, ...filterRange(req.deps, body.filter) }, body);
      return { list: rows.map(toBetRecord), total };
    });
    officePost(app, `${path}/get`, gate, OfficeId, async (body, caller, req) => {
      const row = await findBet(req.deps.db, scopeOf(caller), numericId(body.id));
      if (!row) throw new AppError(ResultCode.NotFound);
      return toBetRecord(row);
    });
  }
}
