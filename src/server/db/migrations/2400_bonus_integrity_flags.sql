-- Bonus abuse flags (docs/domains/integrity.md): sign-up bonuses taken by linked accounts
-- (bonus_signup_shared), and a bonus deposit withdrawn with little play (bonus_cashout), a finding
-- about one account: the only kind whose flag may name a single member.
alter table integrity_flags drop constraint integrity_flags_kind_check;
alter table integrity_flags add constraint integrity_flags_kind_check
  check (kind in ('multi_account', 'chip_dumping', 'promo_farming', 'bonus_signup_shared', 'bonus_cashout'));
alter table integrity_flags drop constraint integrity_flags_member_ids_check;
alter table integrity_flags add constraint integrity_flags_member_ids_check
  check (cardinality(member_ids) >= case when kind = 'bonus_cashout' then 1 else 2 end);
