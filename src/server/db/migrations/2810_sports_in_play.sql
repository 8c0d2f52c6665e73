-- The in-play feed (docs/domains/sportsbook.md#in-play).
-- in_play: the feed plays the fixture live, so kick-off takes it to 'live' with its markets on the
-- board instead of closing it.
alter table sports_fixtures add column in_play boolean not null default false;
create index sports_fixtures_live on sports_fixtures (site_id) where state = 'live';

-- A feed's rollback withdraws a fixture's result: a version of its own, with no score.
alter table sports_results drop constraint sports_results_state_check;
alter table sports_results add constraint sports_results_state_check
  check (state in ('resulted', 'postponed', 'cancelled', 'rollback'));

-- A slip a rollback took back to open: its next result re-settles it as a correction (payout keys
-- sports:payout:<slip>:v<n>, no second comp or rolling), never as a first settlement.
alter table bets add column reopened_at timestamptz;

-- A source silent past the site's threshold suspends its live markets (cause feed_silence).
alter table sports_odds_history drop constraint sports_odds_history_cause_check;
alter table sports_odds_history add constraint sports_odds_history_cause_check
  check (cause in ('staff', 'feed', 'feed_silence', 'cap', 'system'));
