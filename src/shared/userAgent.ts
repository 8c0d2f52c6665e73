/**
 * Browser and system named by a User-Agent, for the office's access lists: the usual families
 * only, checked in the order that tells them apart (Edge and Opera also say Chrome, Chrome also
 * says Safari, Android also says Linux). '' when none is named.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Whale\//, 'Whale'],
  [/KAKAOTALK/i, 'KakaoTalk'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], ua: string): string => table.find(([re]) => re.test(ua))?.[1] ?? '';

export const describeUserAgent = (ua: string): { browser: string; os: string } => ({
  browser: first(BROWSERS, ua),
  os: first(SYSTEMS, ua),
});
