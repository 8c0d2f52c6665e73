-- Staff overrides stick (docs/operations/security.md, "Feed and wallet"): once staff move a fixture's
-- kick-off or league, the feed's passes leave both alone until staff let the fixture follow the
-- feed again.
alter table sports_fixtures add column staff_held boolean not null default false;
