import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type { BetList, OfficeBetRecord } from '../../../shared/api/office/bets';
import type { ProductGroup } from '../../../shared/bets/productGroups';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { filterRange, iso } from '../office/dates';
import type { Scope } from '../office/scope';
import { findScopedSlip, listScopedSlips, type OfficeSlipRow } from './officeRepo';
import { legsOf } from './repo';
import { legsBySlip, resultCash } from './view';
import type { BetLeg } from '../../../shared/api/bets';

function toBetRecord(row: OfficeSlipRow, legs: BetLeg[]): OfficeBetRecord {
  return {
    id: row.id,
    memberId: row.member_id,
    memId: row.mem_id,
    memNick: row.mem_nick,
    gameGroup: row.game_group as ProductGroup,
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    gameName: row.game_name,
    roundId: row.round_id,
    market: legs[0]?.market ?? '',
    pick: legs[0]?.pick ?? '',
    odds: row.odds,
    stake: row.stake,
    potentialPayout: row.potential_payout,
    payout: row.payout,
    resultCash: resultCash(row),
    status: row.status,
    balanceBefore: row.balance_before,
    balanceAfter: row.balance_after,
    createdAt: iso(row.created_at)!,
    settledAt: iso(row.settled_at),
    legs,
  };
}

async function toRecords(deps: Pick<AppDeps, 'db'>, rows: OfficeSlipRow[]): Promise<OfficeBetRecord[]> {
  const legs = legsBySlip(await legsOf(deps.db, rows.map((r) => r.id)));
  return rows.map((r) => toBetRecord(r, legs.get(r.id) ?? []));
}

/** §2 partner bet/casino|slot|minigame (its subtree) and the staff bet list (whole site): slips of any product with their legs. */
export async function officeBetList(deps: Pick<AppDeps, 'db' | 'config'>, scope: Scope, body: z.output<typeof BetList>): Promise<OfficeList<OfficeBetRecord>> {
  const { rows, total } = await listScopedSlips(deps.db, scope, { ...body.filter, ...filterRange(deps, body.filter) }, body);
  return { list: await toRecords(deps, rows), total };
}

export async function officeBet(deps: Pick<AppDeps, 'db'>, scope: Scope, id: number): Promise<OfficeBetRecord> {
  const row = await findScopedSlip(deps.db, scope, id);
  if (!row) throw new AppError(ResultCode.NotFound);
  const [record] = await toRecords(deps, [row]);
  return record!;
}
