-- Nicknames compare after NFKC, a fold of look-alike letters and lower case
-- (docs/architecture/security.md#input; src/server/modules/identity/nickFold.ts; the two strings
-- are CONFUSABLE_FROM / CONFUSABLE_TO of src/shared/nickname.ts and must stay equal to them for the
-- duplicate check to use this index).
create index members_nick_fold_idx on members (site_id, lower(translate(normalize(mem_nick, NFKC), 'аеіјкорсухѕԁһԛԝӏвмтнαβεικνορτυχАВЕКМНОРСТУХІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'aeijkopcyxsdhqwlbmthabeikvoptuxabekmhopctyxijsabezhikmnoptyx')));
