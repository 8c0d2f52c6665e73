-- What each slip counts for towards wagering (docs/domains/wagering.md), for wagering_advance and
-- wagering_takeback, so both weigh a slip alike:
--   * its wager product (shared/bonuses/terms.ts WAGER_PRODUCTS): the slip's product group, with a
--     sports slip a single or a combo (sports/slipShape.ts names a slip of several legs `combo`);
--   * the stake that counts: the slip's standing stake (a vendor round's slip holds the stakes still
--     standing, vendors/roundSlip.ts), or nothing once the slip is cancelled or refused after its
--     bet delay (docs/domains/sportsbook.md#bet-delay-in-play), or voided: settled TIE
--     with every leg VOID or CANCEL, its stake back without being played. A push (a leg TIE) was
--     played and counts.
-- A plain SQL function, so the planner inlines it into the statement that asks.
create or replace function wagering_stakes(p_bets bigint[])
returns table (bet_id bigint, member_id bigint, site_id text, product text, counted bigint)
language sql stable as $$
  select b.id, b.member_id, b.site_id,
         case when b.game_group <> 'sports' then b.game_group when b.game_code = 'combo' then 'sports_combo' else 'sports_single' end,
         case when b.status in ('CANCEL', 'REFUSED')
                or (b.status = 'TIE' and not exists (select 1 from bet_legs l where l.bet_id = b.id and l.created_at = b.created_at and l.outcome not in ('VOID', 'CANCEL')))
              then 0 else b.stake end
  from bets b
  where b.id = any(p_bets)
$$;
