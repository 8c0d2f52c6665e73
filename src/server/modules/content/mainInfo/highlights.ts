import type { MainHighlightsResponse } from '../../../../shared/api/main';
import { addDays, siteDay, siteDayStart } from '../../../../shared/dates';
import type { AppDeps } from '../../../deps';
import type { Viewer } from '../viewer';
import { gameName } from '../../../../shared/api/games';
import { catalogueKey, catalogueNames } from '../../bets/repo';
import { mostPlayedSince } from './highlightsRepo';

/** How many games the ranking shows. */
const RANKING_SIZE = 8;

/**
 * §2 main page highlights over the last 7 site days (today included, as the weekly best
 * withdrawals): the most played games from the slips and the live video address (no jackpot:
 * the site shows no pool that nothing pays, docs/domains/content.md#the-main-page). A vendor game
 * is named as the catalogue names it in the reader's language.
 */
export async function mainHighlights(deps: AppDeps, viewer: Viewer): Promise<MainHighlightsResponse> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const since = siteDayStart(addDays(siteDay(deps.clock.now(), tz), -6), tz);
  const games = await mostPlayedSince(deps.db, viewer.siteId, since, RANKING_SIZE);
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
    liveStreamUrl: viewer.options.liveStreamUrl,
  };
}
