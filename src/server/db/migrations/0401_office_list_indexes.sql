-- Lower-member lists at 100,000 rows (bench/lowerMembers.bench.ts): the count of a large subtree
-- is an index-only scan of a covering path index, and a status-filtered page walks its index in
-- the list's (created_at, id) order.
create index members_subtree_cover_idx on members (site_id, path text_pattern_ops) include (status, tier, level, created_at, parent_id);
drop index members_site_status_idx;
create index members_site_status_idx on members (site_id, status, created_at desc, id desc);
