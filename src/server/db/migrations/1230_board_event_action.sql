-- An event post may carry what a member does on it (docs/domains/content.md#event-actions): the daily
-- check-in event's page checks in through the attendance call. Null: a post to read.
alter table boards add column event_action text check (event_action in ('attendance'));
