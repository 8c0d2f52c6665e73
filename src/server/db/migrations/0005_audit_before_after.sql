-- An audit line holds the record before and after the action, and names the actor by its login id
-- (docs/domains/audit.md). Earlier lines keep what they said as their "after".
alter table audit_log add column before jsonb;
alter table audit_log add column after jsonb;
update audit_log set after = detail;
update audit_log a set actor_id = s.staff_id from staff s where a.actor_kind = 'staff' and a.actor_id ~ '^[0-9]+$' and s.id = a.actor_id::bigint;
alter table audit_log drop column detail;
