/**
 * Nicknames that look alike are one nickname. The server compares them after
 * NFKC (fullwidth `ａｄｍｉｎ` is `admin`), this fold of Cyrillic and Greek letters that look like
 * Latin ones (capitals listed too: the database's lower() may leave non-ASCII letters alone) and
 * lower case, in SQL with translate() on both sides (src/server/modules/identity/nickFold.ts).
 */
export const CONFUSABLE_FROM = 'аеіјкорсухѕԁһԛԝӏвмтнαβεικνορτυχАВЕКМНОРСТУХІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ';
export const CONFUSABLE_TO = 'aeijkopcyxsdhqwlbmthabeikvoptuxabekmhopctyxijsabezhikmnoptyx';

/**
 * Names only staff go by; a member nickname that folds to one of them (or to a staff member's
 * display name or id on the site) is refused as taken (U006).
 */
export const RESERVED_NICKS: readonly string[] = [
  '관리자',
  '운영자',
  '운영팀',
  '고객센터',
  'admin',
  'administrator',
  'staff',
  'support',
  'operator',
  'master',
  'system',
];

/** Bidirectional controls (LRM, RLM, LRE…RLO, LRI…PDI): they reorder what readers see, so titles and nicknames drop them. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
export const stripBidi = (text: string): string => text.replace(BIDI_CONTROLS, '');
