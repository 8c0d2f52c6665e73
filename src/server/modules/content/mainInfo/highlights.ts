import type { MainHighlightsResponse } from '../../../../shared/api/main';
import { addDays, siteDay, siteDayStart } from '../../../../shared/dates';
import type { AppDeps } from '../../../deps';
import type { Viewer } from '../viewer';
import { gameName } from '../../../../shared/api/games';
import { catalogueKey, catalogueNames } from '../../bets/repo';
import { mostPlayedSince, slotStakesSince } from './highlightsRepo';

/** How many games the ranking shows. */
const RANKING_SIZE = 8;
/** Basis points in one whole. */
const BP = 10_000;

/**
 * §2 main page highlights over the last 7 site days (today included, as the weekly best
 * withdrawals): the most played games from the slips, the slot jackpot pool (the site's seed plus
 * its share of the slot stakes; none while both are 0) and the live video address. A vendor game
 * is named as the catalogue names it in the reader's language.
 */
export async function mainHighlights(deps: AppDeps, viewer: Viewer): Promise<MainHighlightsResponse> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const since = siteDayStart(addDays(siteDay(deps.clock.now(), tz), -6), tz);
  const { jackpotSeed, jackpotContributionBp, liveStreamUrl } = viewer.options;
  const hasJackpot = jackpotSeed > 0 || jackpotContributionBp > 0;
  const [games, slotStakes] = await Promise.all([
    mostPlayedSince(deps.db, viewer.siteId, since, RANKING_SIZE),
    hasJackpot ? slotStakesSince(deps.db, viewer.siteId, 'slot', since) : Promise.resolve(0),
  ]);
  const names = await catalogueNames(deps.db, games);
  const nameOf = (g: (typeof games)[number]) => {
    const named = names.get(catalogueKey(g));
    return named ? gameName(named, viewer.lang) : (g.game_name ?? g.game_code);
  };
  return {
    ranking: games.map((g) => ({
      groupCode: g.game_group,
      vendorCode: g.vendor_code,
      gameCode: g.game_code,
      gameName: nameOf(g),
      plays: g.plays,
      players: g.players,
    })),
    jackpot: hasJackpot
      ? { amount: jackpotSeed + Math.floor((slotStakes * jackpotContributionBp) / BP), since: since.toISOString() }
      : null,
    liveStreamUrl,
  };
}
