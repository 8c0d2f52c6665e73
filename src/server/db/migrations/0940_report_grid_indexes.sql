-- The report grids (docs/domains/reports.md#csv) read a page in (time, id) order and export every
-- filtered row by keyset, chunk after chunk from the last (time, id) read. With the id in the index
-- a chunk is one index range (a row comparison on consecutive index columns); without it every
-- chunk would scan from the newest row again. These replace the (site, time) indexes of the same
-- prefix, so a bet still writes the same number of index entries.
create index bets_site_created_id_idx on bets (site_id, created_at desc, id desc);
drop index bets_site_created_idx;
create index bets_site_group_created_id_idx on bets (site_id, game_group, created_at desc, id desc);
drop index bets_site_group_created_idx;
