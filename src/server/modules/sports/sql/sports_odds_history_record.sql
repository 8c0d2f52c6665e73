-- The odds history (docs/domains/sportsbook.md#odds-history): a row for each pick whose odds are
-- written or changed (trigger on sports_odds) and each market whose state is (trigger on
-- sports_markets), naming who made the change from the transaction's sports.changed_by setting
-- (sports/oddsHistoryRepo.ts changedBy: {"cause", "staffId", "feedSource", "feedMessage", "at"});
-- without it the change is the system's (a result settling the markets). A trigger, so no writer of a
-- market can change one without its row.
create or replace function sports_odds_history_record() returns trigger language plpgsql as $$
declare
  v_by jsonb := nullif(current_setting('sports.changed_by', true), '')::jsonb;
  v_at timestamptz := coalesce((v_by ->> 'at')::timestamptz, now());
begin
  if tg_table_name = 'sports_odds' then
    if tg_op = 'UPDATE' and old.odds = new.odds then return null; end if;
    insert into sports_odds_history (market_id, pick, odds, cause, staff_id, feed_source, feed_message, changed_at)
    values (new.market_id, new.pick, new.odds, coalesce(v_by ->> 'cause', 'system'), v_by ->> 'staffId',
            v_by ->> 'feedSource', v_by ->> 'feedMessage', v_at);
  else
    if tg_op = 'UPDATE' and old.state = new.state then return null; end if;
    insert into sports_odds_history (market_id, state, cause, staff_id, feed_source, feed_message, changed_at)
    values (new.id, new.state, coalesce(v_by ->> 'cause', 'system'), v_by ->> 'staffId',
            v_by ->> 'feedSource', v_by ->> 'feedMessage', v_at);
  end if;
  return null;
end $$;
