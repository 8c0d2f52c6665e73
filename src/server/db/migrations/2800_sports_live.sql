-- Live sports (docs/domains/sportsbook.md#in-play). A fixture the feed plays in play stays on the
-- board after kick-off in state 'live': its period, clock and score are the feed's last word, a bet
-- stop suspends its markets until the bet start, and its incidents (goals, cards, periods) make the
-- match tracker. live_seen_at is when its source last spoke: a source silent past the threshold
-- suspends every live market it feeds.
alter table sports_fixtures drop constraint sports_fixtures_state_check;
alter table sports_fixtures add constraint sports_fixtures_state_check
  check (state in ('scheduled', 'open', 'suspended', 'live', 'closed', 'resulted', 'settled', 'postponed', 'cancelled'));
alter table sports_fixtures
  add column live_period text,
  add column live_clock_s integer check (live_clock_s >= 0),
  add column live_clock_running boolean not null default false,
  add column live_home integer check (live_home >= 0),
  add column live_away integer check (live_away >= 0),
  add column live_stopped boolean not null default false,
  add column live_seen_at timestamptz;

create table sports_incidents (
  id bigserial primary key,
  fixture_id bigint not null references sports_fixtures (id),
  -- the feed's order of the fixture's incidents: a message sent twice writes one row
  seq integer not null check (seq >= 1),
  kind text not null check (kind in ('goal', 'point', 'yellow_card', 'red_card', 'period_start', 'period_end')),
  side text check (side in ('home', 'away')),
  period text,
  clock_s integer check (clock_s >= 0),
  score_home integer check (score_home >= 0),
  score_away integer check (score_away >= 0),
  feed_message text,
  created_at timestamptz not null default now(),
  unique (fixture_id, seq)
);

-- A live slip waits its bet delay as PENDING and is then accepted (BET) or REFUSED, its stake
-- returned; accept_mode is what the member agreed to when the odds move during the delay.
alter table bets drop constraint bets_status_check;
alter table bets add constraint bets_status_check
  check (status in ('PENDING', 'REFUSED', 'BET', 'WIN', 'LOSE', 'TIE', 'CANCEL', 'CASHOUT'));
alter table bets
  add column accept_at timestamptz,
  add column accept_mode text check (accept_mode in ('none', 'higher', 'any'));
create index bets_pending_accept on bets (accept_at) where status = 'PENDING';

-- A member's risk profile may make the bet delay longer in play (seconds; null: the sport's delay).
alter table sports_risk_profiles add column live_delay_s integer check (live_delay_s between 0 and 600);
