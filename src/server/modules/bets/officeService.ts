import type { BetFilter, OfficeBetRecord } from '../../../shared/api/office/bets';
import type { ProductGroup } from '../../../shared/bets/productGroups';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { filterRange, iso } from '../../http/officeDates';
import type { Scope } from '../../http/officeScope';
import { findScopedSlip, scopedSlips, slipExportSelect, slipReportSpec, type OfficeSlipRow } from './officeRepo';
import { gridSource } from '../../http/grid/gridReport';
import { catalogueKey, catalogueNames, legsOf } from './repo';
import { gameName } from '../../../shared/api/games';
import type { Language } from '../../../shared/locales';
import { legsBySlip, resultCash } from './view';
import { sportsLegFixtures } from '../sports/legFixtures';
import { SPORTS_GROUP, SPORTS_VENDOR_CODE } from '../sports/vendor';
import type { BetLeg } from '../../../shared/api/bets';
import { shownFolderBonus, SportsSlipDetail } from '../../../shared/sports/slipDetail';

/** A house sportsbook slip's folder bonus (as placed, then as paid), and why it was refused after its bet delay. */
function sportsFigures(row: OfficeSlipRow, legs: BetLeg[]): Pick<OfficeBetRecord, 'folderBonus' | 'refusedReason'> {
  const detail = SportsSlipDetail.parse(row.detail);
  return {
    folderBonus: shownFolderBonus(detail, row.stake, legs),
    ...(detail.refused && { refusedReason: detail.refused }),
  };
}

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
    // §9 folder bonus of a house sportsbook slip (odds × 100, 100 for none): as placed, then as paid.
    ...(row.game_group === SPORTS_GROUP && row.vendor_code === SPORTS_VENDOR_CODE ? sportsFigures(row, legs) : {}),
  };
}

/**
 * Records with their legs: a vendor game named as the catalogue names it in the operator's language,
 * as the member pages do; a sports leg with its fixture in words (league, teams, kick-off, score).
 */
async function toRecords(
  deps: Pick<AppDeps, 'db'>,
  rows: OfficeSlipRow[],
  language: Language,
): Promise<OfficeBetRecord[]> {
  const [raw, names] = await Promise.all([legsOf(deps.db, rows), catalogueNames(deps.db, rows)]);
  const legs = legsBySlip(raw, await sportsLegFixtures(deps.db, raw));
  return rows.map((r) => {
    const record = toBetRecord(r, legs.get(r.id) ?? []);
    const named = names.get(catalogueKey(r));
    return named ? { ...record, gameName: gameName(named, language) } : record;
  });
}

/**
 * §2 partner bet/casino|slot|minigame (its subtree) and the staff bet list (whole site): slips of
 * any product with their legs, as a report grid (a page with totals, or every filtered slip as CSV),
 * vendor games named in `language`.
 */
export const slipSource = (deps: Pick<AppDeps, 'db' | 'config'>, scope: Scope, filter: BetFilter, language: Language) =>
  gridSource(
    slipReportSpec,
    scopedSlips(deps.db, scope, { ...filter, ...filterRange(deps, filter) }),
    (rows) => toRecords(deps, rows, language),
    // The export reads the legs with their fixtures of sports slips only (a combo is named by
    // them, a pick by its line and team); times stay epoch milliseconds for the CSV.
    {
      select: slipExportSelect,
      records: async (rows) => {
        const sports = rows
          .filter((r) => r.game_group === SPORTS_GROUP)
          .map((r) => ({ id: r.id, created_at: new Date(r.created_ms!) }));
        const [names, rawLegs] = await Promise.all([catalogueNames(deps.db, rows), legsOf(deps.db, sports)]);
        const legs = legsBySlip(rawLegs, await sportsLegFixtures(deps.db, rawLegs));
        return rows.map((r) => {
          const named = names.get(catalogueKey(r));
          return {
            id: r.id,
            memId: r.mem_id,
            gameGroup: r.game_group,
            gameCode: r.game_code,
            gameName: named ? gameName(named, language) : r.game_name,
            roundId: r.round_id,
            market: r.first_market,
            pick: r.first_pick,
            odds: r.odds,
            stake: r.stake,
            payout: r.payout,
            resultCash: resultCash(r),
            status: r.status,
            createdAt: r.created_ms,
            settledAt: r.settled_ms,
            // One shape for every record (the words read legs only when they are an array).
            legs: r.game_group === SPORTS_GROUP ? (legs.get(r.id) ?? []) : undefined,
          };
        });
      },
    },
  );

export async function officeBet(
  deps: Pick<AppDeps, 'db'>,
  scope: Scope,
  id: number,
  language: Language,
): Promise<OfficeBetRecord> {
  const row = await findScopedSlip(deps.db, scope, id);
  if (!row) throw new AppError(ResultCode.NotFound);
  const [record] = await toRecords(deps, [row], language);
  return record!;
}
