-- A game's name in the site's other languages (docs/domains/vendors.md#the-catalogue): name_kor
-- and name_eng stay the §7 catalogue's; `names` holds cn, jp, th and vn where the vendor gives
-- them ({} when it does not: the member sees the English name).
alter table games add column names jsonb not null default '{}'::jsonb;
