import type { SiteOptions } from '../../../shared/api/site';
import type { FolderBonusRules } from '../../../shared/sports/payout';
import { sportsLimitsOf, type SportsLimits } from '../../../shared/sports/limits';

/** The slip rules of a site, from its options (site options are parsed once per site and memoised). */
export interface SportsSiteRules {
  bonus: FolderBonusRules;
  limits: SportsLimits;
  refused: ReadonlySet<string>;
  maxLegs: number;
  cancelMinutes: number;
  /** The bet delay in play (docs/domains/sportsbook.md#bet-delay-in-play): the site's default and the sports' own. */
  liveDelay: Pick<SiteOptions, 'sportsLiveDelayS' | 'sportsLiveDelays'>;
}

const cache = new WeakMap<SiteOptions, SportsSiteRules>();

export function sportsRules(options: SiteOptions): SportsSiteRules {
  let rules = cache.get(options);
  if (!rules) {
    rules = {
      bonus: {
        odds3: options.sportsBonusOdds3,
        odds6: options.sportsBonusOdds6,
        odds9: options.sportsBonusOdds9,
        minLegOdds: options.sportsBonusMinLegOdds,
      },
      limits: sportsLimitsOf(options),
      refused: new Set(options.sportsConflictRules),
      maxLegs: options.sportsMaxLegs,
      cancelMinutes: options.sportsCancelMinutes,
      liveDelay: { sportsLiveDelayS: options.sportsLiveDelayS, sportsLiveDelays: options.sportsLiveDelays },
    };
    cache.set(options, rules);
  }
  return rules;
}
