-- A sports slip keeps the payout terms it was placed under in its detail, and its settlement and
-- every re-settlement read those alone (docs/domains/sportsbook.md#payout-terms): the folder bonus
-- odds at 3, 6 and 9 counting legs and the odds a leg needs to count (site options
-- sportsBonusOdds3/6/9 and sportsBonusMinLegOdds; the legs' own odds are on bet_legs already).
-- Slips placed before this migration were never given theirs: they get the terms in force on their
-- site now, when this migration runs, each option at its stored value or, where the site never set
-- it, at the default the site options schema gives it today (src/shared/api/site.ts: 103, 106, 110,
-- 130). Every slip of the house sportsbook (vendor 'house') gets them, settled ones too, because a
-- corrected result re-settles those; outside sports vendors' slips have no folder bonus.
update bets b
set detail = b.detail || jsonb_build_object('payoutTerms', jsonb_build_object(
  'odds3', coalesce((s.options ->> 'sportsBonusOdds3')::int, 103),
  'odds6', coalesce((s.options ->> 'sportsBonusOdds6')::int, 106),
  'odds9', coalesce((s.options ->> 'sportsBonusOdds9')::int, 110),
  'minLegOdds', coalesce((s.options ->> 'sportsBonusMinLegOdds')::int, 130)))
from sites s
where s.id = b.site_id and b.game_group = 'sports' and b.vendor_code = 'house' and b.detail -> 'payoutTerms' is null;
