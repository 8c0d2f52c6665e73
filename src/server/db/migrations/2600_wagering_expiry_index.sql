-- The expiry job's index names only requirements that can expire. Over every active requirement
-- (as 2100 made it), it was also a way to read all active rows, and the stake paths' generic plans,
-- made while the table was small, took it to find a batch's members: every active requirement read
-- on every stake batch (docs/domains/wagering.md). The job asks `expires_at <= now`, which implies
-- `expires_at is not null`, so it still uses it; the stake paths find members by
-- wagering_requirements_active_idx alone.
drop index wagering_requirements_expiry_idx;
create index wagering_requirements_expiry_idx on wagering_requirements (expires_at)
  where state = 'active' and expires_at is not null;
