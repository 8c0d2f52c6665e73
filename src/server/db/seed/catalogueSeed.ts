import type { Kysely } from 'kysely';
import { HOUSE_SPORTSBOOK } from '../../../shared/sports/houseVendor';
import type { DB } from '../schema';

/** §3 vendor groups beyond the four main ones: e-sports, virtual and fishing share the tables. */
const CASINO = [
  'Evolution',
  'Pragmatic Live',
  'Asia Gaming',
  'Dream Gaming',
  'Sexy Baccarat',
  'Microgaming Live',
  'Ezugi',
  'Vivo',
  'Bota',
  'WM Casino',
  'Allbet',
  'SA Gaming',
  'Skywind Live',
  'Playtech Live',
  'Taishan',
  'Big Gaming',
  'Xpro',
  'Dowin',
  'CQ9 Live',
  'Demo Live Casino',
];
const SLOT = [
  'KPlay',
  'Pragmatic Play',
  'Habanero',
  'Elle',
  'Quickspin',
  'Spadegaming',
  "Play'n GO",
  'World Match',
  'Microgaming',
  'YL Gaming',
  'CQ9',
  'PG Soft',
  'Booongo',
  'Evoplay',
  'Netent',
  'Red Tiger',
  'Relax Gaming',
  'Blueprint',
  'Nolimit City',
  'Hacksaw',
  'Thunderkick',
  'Playson',
];
const MINIGAME: [string, string][] = [
  ['pwball', 'EOS Powerball'],
  ['dhball', 'Donghaeng Powerball'],
  ['eos3', 'EOS 3min'],
  ['eos5', 'EOS 5min'],
  ['pbg', 'PBG Powerball'],
  ['coin3', 'Coin Powerball 3'],
  ['coin5', 'Coin Powerball 5'],
  ['powerladder', 'Power Ladder'],
  ['kinoladder', 'Keno Ladder'],
  ['speedkino', 'Speed Keno'],
];

export async function seedCatalogue(db: Kysely<DB>, _siteId: string): Promise<void> {
  const products = [
    ...CASINO.map((name, i) => ({
      proc_id: 101 + i,
      group_code: 'casino',
      name,
      lobby_symbol: `casino${101 + i}`,
      ord: i,
    })),
    // §3: default slot vendor is 201; providers run 201 upwards.
    ...SLOT.map((name, i) => ({ proc_id: 201 + i, group_code: 'slot', name, lobby_symbol: `slot${201 + i}`, ord: i })),
    // The house sportsbook first (docs/domains/sportsbook.md), then the outside vendors §3 names.
    {
      proc_id: HOUSE_SPORTSBOOK.procId,
      group_code: 'sports',
      name: HOUSE_SPORTSBOOK.name,
      lobby_symbol: HOUSE_SPORTSBOOK.lobbySymbol,
      ord: 0,
    },
    { proc_id: 301, group_code: 'sports', name: 'Inplay', lobby_symbol: 'inplay', ord: 1 },
    { proc_id: 302, group_code: 'sports', name: 'Pinnacle', lobby_symbol: 'pinnacle', ord: 2 },
    { proc_id: 303, group_code: 'sports', name: 'BTI', lobby_symbol: 'bti', ord: 3 },
    ...MINIGAME.map(([symbol, name], i) => ({
      proc_id: 401 + i,
      group_code: 'minigame',
      name,
      lobby_symbol: symbol,
      ord: i,
    })),
    // The built-in demo provider's vendors (docs/domains/vendors.md#the-built-in-demo-provider;
    // vendors/demoSeed.ts configures their adapters).
    { proc_id: 233, group_code: 'slot', name: 'Demo Transfer Slots', lobby_symbol: 'demotransfer', ord: 32 },
    { proc_id: 234, group_code: 'slot', name: 'Demo Slots', lobby_symbol: 'demoslot', ord: 33 },
    { proc_id: 101, group_code: 'esport', name: 'Demo E-Sports', lobby_symbol: 'esport', ord: 0 },
    { proc_id: 102, group_code: 'virtual', name: 'Kiron Virtual', lobby_symbol: 'kiron', ord: 0 },
    { proc_id: 103, group_code: 'virtual', name: 'Demo Virtual', lobby_symbol: 'demovirtual', ord: 1 },
    { proc_id: 1000, group_code: 'fishing', name: 'KPlay Fishing', lobby_symbol: 'kplayfishing', ord: 0 },
    { proc_id: 1001, group_code: 'fishing', name: 'Demo Fishing', lobby_symbol: 'demofishing', ord: 1 },
  ];
  await db
    .insertInto('products')
    .values(products)
    .onConflict((oc) => oc.doNothing())
    .execute();

  const slotGames = SLOT.slice(0, 3).flatMap((vendor, v) =>
    Array.from({ length: 8 }, (_, g) => ({
      group_code: 'slot',
      proc_id: 201 + v,
      code: `${201 + v}-${g + 1}`,
      name_kor: `${vendor} 슬롯 ${g + 1}`,
      name_eng: `${vendor} Slot ${g + 1}`,
      ord: g,
    })),
  );
  await db
    .insertInto('games')
    .values(slotGames)
    .onConflict((oc) => oc.doNothing())
    .execute();

  const codes = [
    ...['casino', 'slot', 'sports', 'minigame'].map((code, i) => ({
      group_code: 'GAME_GROUP',
      code,
      code_name: code,
      group_name_en: 'Game group',
      ord: i,
    })),
    ...['국민은행', '신한은행', '우리은행', '하나은행', '농협은행', '기업은행', '카카오뱅크', '토스뱅크'].map(
      (code, i) => ({ group_code: 'BANK', code, code_name: code, group_name_en: 'Bank', ord: i }),
    ),
    ...[
      ['bankaccount', '계좌문의'],
      ['deposit', '입금문의'],
      ['withdraw', '출금문의'],
      ['game', '게임문의'],
      ['etc', '기타'],
    ].map(([code, name], i) => ({
      group_code: 'QNA_TYPE',
      code: code!,
      code_name: name!,
      group_name_en: 'Inquiry type',
      ord: i,
    })),
    ...[
      ['introduction', '소개'],
      ['normal', '일반'],
      ['event', '이벤트'],
      ['notice', '공지'],
    ].map(([code, name], i) => ({
      group_code: 'BCATEGORY',
      code: code!,
      code_name: name!,
      group_name_en: 'Board category',
      ord: i,
    })),
  ];
  await db
    .insertInto('common_codes')
    .values(codes)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
