-- §5 duplicate checks at sign-up and info edit: ids and nicknames compare without case, phones by
-- their digits ('010-1234-5678' is '01012345678'), so two spellings of one value never both register.
create index members_mem_id_lower_idx on members (site_id, lower(mem_id));
create index members_nick_lower_idx on members (site_id, lower(mem_nick));
create unique index members_phone_digits_uq on members (site_id, regexp_replace(phone, '[^0-9]', '', 'g')) where phone <> '';
create index blocklist_digits_idx on blocklist (site_id, kind, regexp_replace(value, '[^0-9]', '', 'g'));
