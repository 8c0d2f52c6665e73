-- §5 U008 compares account numbers by their digits: index that expression like the phone's.
create index members_account_digits_idx on members (site_id, regexp_replace(account_no, '[^0-9]', '', 'g'));
-- The unique phone index is partial (phone <> ''), which a lookup by digits cannot use.
create index members_phone_digits_idx on members (site_id, regexp_replace(phone, '[^0-9]', '', 'g'));
