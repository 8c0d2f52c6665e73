-- Every node keeps members' live sessions in memory (modules/identity/sessionCache.ts;
-- docs/architecture/hot-state.md#sessions). Whatever writes a member or a member's session (logout,
-- a newer login, staff lock, password change, exclusion, a lifetime rule, an office edit), the
-- database itself tells every node after the commit, so no writer has to remember to: NOTIFY on the
-- channel `auth_changes_<schema>` with the member id. (Schemas keep test runs sharing one server
-- apart.)
create function notify_auth_change() returns trigger language plpgsql as $$
declare
  member bigint;
begin
  if tg_table_name = 'sessions' then
    member := coalesce(old.member_id, new.member_id);
  else
    member := coalesce(old.id, new.id);
  end if;
  if member is not null then
    perform pg_notify('auth_changes_' || tg_table_schema, member::text);
  end if;
  return null;
end $$;

create trigger members_auth_change after update on members
  for each row when (old is distinct from new) execute function notify_auth_change();
create trigger members_auth_delete after delete on members
  for each row execute function notify_auth_change();
create trigger sessions_auth_change after update or delete on sessions
  for each row execute function notify_auth_change();
