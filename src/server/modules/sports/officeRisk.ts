import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type {
  SportsMarketLiabilityList,
  SportsMarketLiabilityRecord,
  SportsOddsHistoryList,
  SportsOddsHistoryRecord,
  SportsRiskProfileRecord,
  SportsRiskProfileUpdate,
} from '../../../shared/api/office/sportsRisk';
import type { SiteOptions } from '../../../shared/api/site';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { marketLiabilityPage } from './officeLiabilityRepo';
import { oddsHistoryPage } from './oddsHistoryRepo';
import { marketFacts } from './officeRiskRepo';
import { ownRiskProfile, setRiskProfile, type RiskProfileRow } from './riskRepo';

/**
 * Sports risk in the office (docs/domains/sportsbook.md#risk): a member's risk profile, edited and
 * audited; the liability monitor (markets by liability against the cap); a market's odds history.
 */

const toProfile = (memberId: number, own: RiskProfileRow | undefined): SportsRiskProfileRecord => ({
  id: memberId,
  custom: own !== undefined,
  stakeFactorPct: own?.stakeFactorPct ?? 100,
  fixtureMax: own?.fixtureMax ?? null,
  marketMax: own?.marketMax ?? null,
  liveDelayS: own?.liveDelayS ?? null,
  updatedBy: own?.updatedBy ?? null,
  updatedAt: own ? own.updatedAt.toISOString() : null,
});

/** A member of the site (its id and login id), or E007. */
async function memberOfSite(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  id: string | number,
): Promise<{ memberId: number; memId: string }> {
  const memberId = Number(id);
  const found =
    Number.isSafeInteger(memberId) &&
    (await deps.db
      .selectFrom('members')
      .select('mem_id')
      .where('id', '=', memberId)
      .where('site_id', '=', siteId)
      .executeTakeFirst());
  if (!found) throw new AppError(ResultCode.NotFound);
  return { memberId, memId: found.mem_id };
}

export async function riskProfileGet(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  id: string | number,
): Promise<SportsRiskProfileRecord> {
  const { memberId } = await memberOfSite(deps, siteId, id);
  return toProfile(memberId, await ownRiskProfile(deps.db, memberId));
}

/** The member's own profile, or (null) none; audited with what it replaced. Takes effect on the next slip. */
export async function riskProfileUpdate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: StaffCaller,
  id: string | number,
  profile: SportsRiskProfileUpdate['profile'],
): Promise<SportsRiskProfileRecord> {
  const { memberId, memId } = await memberOfSite(deps, caller.siteId, id);
  await deps.db.transaction().execute(async (trx) => {
    const before = await setRiskProfile(trx, caller.siteId, memberId, profile, caller.actor.loginId, deps.clock.now());
    const plain = (p: RiskProfileRow | undefined) =>
      p
        ? {
            stakeFactorPct: p.stakeFactorPct,
            fixtureMax: p.fixtureMax,
            marketMax: p.marketMax,
            liveDelayS: p.liveDelayS,
          }
        : null;
    await writeAudit(trx, caller.actor, 'sportsRiskProfile.update', memId, plain(before), profile);
  });
  return toProfile(memberId, await ownRiskProfile(deps.db, memberId));
}

/** The liability monitor: markets with open slips, largest liability first, against the site's cap. */
export async function marketLiabilityList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  options: Pick<SiteOptions, 'sportsMarketLiabilityCap'>,
  body: z.output<typeof SportsMarketLiabilityList>,
): Promise<OfficeList<SportsMarketLiabilityRecord>> {
  const { rows, total } = await marketLiabilityPage(deps.db, siteId, body.filter, body);
  const facts = await marketFacts(
    deps.db,
    rows.map((r) => r.marketId),
  );
  return {
    list: rows.flatMap((r) => {
      const f = facts.get(r.marketId);
      return f
        ? [
            {
              id: r.marketId,
              fixtureId: r.fixtureId,
              sport: f.sport,
              home: f.home,
              away: f.away,
              startsAt: r.startsAt.toISOString(),
              type: f.type,
              line: f.line,
              state: f.state,
              capHold: f.capHold,
              slips: r.slips,
              stake: r.stake,
              liability: r.liability,
              cap: options.sportsMarketLiabilityCap,
            },
          ]
        : [];
    }),
    total,
  };
}

/** A market's odds history (without a market the list is empty: it is read per market). */
export async function oddsHistoryList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  body: z.output<typeof SportsOddsHistoryList>,
): Promise<OfficeList<SportsOddsHistoryRecord>> {
  const marketId = body.filter.marketId;
  if (!marketId) return { list: [], total: 0 };
  const { rows, total } = await oddsHistoryPage(deps.db, siteId, marketId, body);
  return {
    list: rows.map((h) => ({
      id: Number(h.id),
      marketId: Number(h.market_id),
      pick: h.pick,
      odds: h.odds,
      state: h.state,
      cause: h.cause,
      staffId: h.staff_id,
      feedSource: h.feed_source,
      feedMessage: h.feed_message,
      changedAt: new Date(h.changed_at).toISOString(),
    })),
    total,
  };
}
