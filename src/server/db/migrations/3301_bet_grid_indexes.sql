-- The bet grid of one product group (docs/domains/reports.md#large-grids). Its count and totals,
-- and the sort that picks a page's slips, read only the columns these indexes carry: an index-only
-- scan of the filtered time range instead of a heap read per slip (at 10,000,000 slips a 30-day slot
-- filter holds about 476,000). The first replaces the (site, group, time, id) index of the same keys,
-- so a bet writes one index entry more than before, not two: the second serves the sort by stake
-- (the largest bets first, the risk desk's view), whose page is then the first slips of the index
-- that pass the filter rather than a sort of every filtered one. On a large table create both by
-- hand first (`create index concurrently`, same names): docs/operations/upgrading.md.
create index if not exists bets_site_group_created_cover_idx on bets (site_id, game_group, created_at desc, id desc)
  include (member_id, stake, payout, status);
drop index bets_site_group_created_id_idx;
create index if not exists bets_site_group_stake_idx on bets (site_id, game_group, stake desc, id desc)
  include (created_at, member_id);
